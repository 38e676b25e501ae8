import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
// usage: Incl file.jfr regex1 regex2 ... : inclusive share of samples with a frame matching each regex
public class Incl {
  public static void main(String[] a) throws Exception {
    int n = a.length - 1; int[] c = new int[n]; int total = 0, cut = 0;
    var ps = new java.util.regex.Pattern[n]; for (int i = 0; i < n; i++) ps[i] = java.util.regex.Pattern.compile(a[i+1]);
    try (var rf = new RecordingFile(Path.of(a[0]))) {
      while (rf.hasMoreEvents()) { var e = rf.readEvent();
        if (!e.getEventType().getName().equals("jdk.ExecutionSample")) continue;
        var st = e.getStackTrace(); if (st == null) continue;
        String t = e.getThread("sampledThread") == null ? "" : e.getThread("sampledThread").getJavaName();
        if (t == null || !t.contains("exec")) continue; total++; if (st.isTruncated()) cut++;
        Set<String> names = new HashSet<>(); for (var f : st.getFrames()) names.add(f.getMethod().getType().getName()+"."+f.getMethod().getName());
        for (int i = 0; i < n; i++) for (String s : names) if (ps[i].matcher(s).find()) { c[i]++; break; }
      }
    }
    System.out.println("request-thread samples " + total);
    // a stack deeper than the recording's stackdepth keeps its innermost frames only: an outer frame is missed there
    if (cut > 0) System.out.printf("  (%d, %.1f %%, cut at the recording's stack depth: shares of outer frames are low)%n", cut, 100.0*cut/total);
    for (int i = 0; i < n; i++) System.out.printf("%6.1f %%  %5d  %s%n", 100.0*c[i]/total, c[i], a[i+1]);
  }
}
