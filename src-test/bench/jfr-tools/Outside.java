import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
// usage: Outside file.jfr insideRegex ownerRegex : samples NOT containing insideRegex, by innermost frame matching ownerRegex
public class Outside {
  public static void main(String[] a) throws Exception {
    var in = java.util.regex.Pattern.compile(a[1]); var p = java.util.regex.Pattern.compile(a[2]); int total=0, out=0, cut=0;
    Map<String,Integer> c = new HashMap<>();
    try (var rf = new RecordingFile(Path.of(a[0]))) {
      while (rf.hasMoreEvents()) { var e = rf.readEvent();
        if (!e.getEventType().getName().equals("jdk.ExecutionSample")) continue;
        var st = e.getStackTrace(); if (st == null) continue;
        var th = e.getThread("sampledThread"); String t = th == null ? "" : th.getJavaName();
        if (t == null || !t.contains("exec")) continue; total++; if (st.isTruncated()) cut++;
        boolean inside = false; String owner = null;
        for (var f : st.getFrames()) { String s = f.getMethod().getType().getName()+"."+f.getMethod().getName(); if (in.matcher(s).find()) { inside = true; break; } if (owner == null && p.matcher(s).find()) owner = s; }
        if (inside) continue; out++;
        c.merge(owner == null ? "(none)" : owner, 1, Integer::sum);
      }
    }
    System.out.printf("request-thread samples %d, outside %d (%.1f%%)%n", total, out, 100.0*out/total);
    // a cut stack may have lost the inside frame: it counts as outside
    if (cut > 0) System.out.printf("  (%d, %.1f %%, cut at the recording's stack depth: an inside frame below the cut is missed)%n", cut, 100.0*cut/total);
    final int tt = total;
    c.entrySet().stream().sorted((x,y)->y.getValue()-x.getValue()).limit(Integer.parseInt(System.getProperty("n","25"))).forEach(en -> System.out.printf("%6.1f %%  %5d  %s%n", 100.0*en.getValue()/tt, en.getValue(), en.getKey()));
  }
}
