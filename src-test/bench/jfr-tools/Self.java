import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
// usage: Self file.jfr regex... : for the request threads, the share of CPU samples (jdk.ExecutionSample) and of
// sampled allocation bytes (jdk.ObjectAllocationSample, by weight) whose innermost frame outside the JDK (java.*,
// javax.*, jdk.*, sun.*, com.sun.*) matches each regex: what a library spends itself, the JDK calls it makes
// included, its callees in other libraries excluded (unlike Incl, which counts a wrapper with everything below it)
public class Self {
  public static void main(String[] a) throws Exception {
    int n = a.length - 1; double[] cpu = new double[n]; double[] alloc = new double[n]; double cpuTotal = 0, allocTotal = 0;
    var ps = new java.util.regex.Pattern[n]; for (int i = 0; i < n; i++) ps[i] = java.util.regex.Pattern.compile(a[i+1]);
    var jdk = java.util.regex.Pattern.compile("^(java|javax|jdk|sun|com\\.sun)\\.");
    try (var rf = new RecordingFile(Path.of(a[0]))) {
      while (rf.hasMoreEvents()) { var e = rf.readEvent();
        String type = e.getEventType().getName();
        boolean isCpu = type.equals("jdk.ExecutionSample");
        if (!isCpu && !type.equals("jdk.ObjectAllocationSample")) continue;
        var st = e.getStackTrace(); if (st == null) continue;
        var th = e.getThread(isCpu ? "sampledThread" : "eventThread"); String t = th == null ? "" : th.getJavaName();
        if (t == null || !t.contains("exec")) continue;
        double w = isCpu ? 1 : e.getLong("weight");
        if (isCpu) cpuTotal += w; else allocTotal += w;
        String owner = null;
        for (var f : st.getFrames()) { String s = f.getMethod().getType().getName() + "." + f.getMethod().getName(); if (!jdk.matcher(s).find()) { owner = s; break; } }
        if (owner == null) continue;
        for (int i = 0; i < n; i++) if (ps[i].matcher(owner).find()) { if (isCpu) cpu[i] += w; else alloc[i] += w; }
      }
    }
    System.out.printf("request threads: %.0f CPU samples, %.1f MB sampled allocation%n   CPU   alloc%n", cpuTotal, allocTotal / 1e6);
    for (int i = 0; i < n; i++) System.out.printf("%5.1f %% %5.1f %%  %s%n", 100 * cpu[i] / cpuTotal, 100 * alloc[i] / allocTotal, a[i+1]);
  }
}
