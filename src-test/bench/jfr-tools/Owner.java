import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
// usage: Owner file.jfr regex... : each request-thread sample goes to the innermost frame matching any regex (its class.method)
public class Owner {
  public static void main(String[] a) throws Exception {
    var p = java.util.regex.Pattern.compile(a[1]); int total=0;
    Map<String,Integer> c = new HashMap<>();
    try (var rf = new RecordingFile(Path.of(a[0]))) {
      while (rf.hasMoreEvents()) { var e = rf.readEvent();
        if (!e.getEventType().getName().equals("jdk.ExecutionSample")) continue;
        var st = e.getStackTrace(); if (st == null) continue;
        var th = e.getThread("sampledThread"); String t = th == null ? "" : th.getJavaName();
        if (t == null || !t.contains("exec")) continue; total++;
        String owner = "(none)";
        for (var f : st.getFrames()) { String s = f.getMethod().getType().getName()+"."+f.getMethod().getName(); if (p.matcher(s).find()) { owner = s; break; } }
        c.merge(owner, 1, Integer::sum);
      }
    }
    System.out.println("request-thread samples " + total);
    final int tt = total;
    c.entrySet().stream().sorted((x,y)->y.getValue()-x.getValue()).limit(Integer.parseInt(System.getProperty("n","30"))).forEach(en -> System.out.printf("%6.1f %%  %5d  %s%n", 100.0*en.getValue()/tt, en.getValue(), en.getKey()));
  }
}
