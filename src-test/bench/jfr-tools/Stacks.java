import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
// usage: Stacks file.jfr <regex of frame (class.method)> [frames to show=12] [mode=self|incl]
public class Stacks {
  public static void main(String[] a) throws Exception {
    var p = java.util.regex.Pattern.compile(a[1]);
    int depth = a.length > 2 ? Integer.parseInt(a[2]) : 12;
    boolean incl = a.length > 3 && a[3].equals("incl");
    Map<String,Integer> counts = new HashMap<>(); int total=0, hit=0;
    try (var rf = new RecordingFile(Path.of(a[0]))) {
      while (rf.hasMoreEvents()) {
        var e = rf.readEvent();
        if (!e.getEventType().getName().equals("jdk.ExecutionSample")) continue;
        var st = e.getStackTrace(); if (st == null) continue; total++;
        var fr = st.getFrames();
        int idx = -1;
        for (int i = 0; i < fr.size(); i++) { var m = fr.get(i).getMethod(); String n = m.getType().getName()+"."+m.getName();
          if (p.matcher(n).find()) { idx = i; break; } if (!incl) break; }
        if (idx < 0) continue; hit++;
        StringBuilder sb = new StringBuilder();
        for (int i = idx; i < Math.min(fr.size(), idx+depth); i++) { var m = fr.get(i).getMethod(); sb.append("  ").append(m.getType().getName().replaceAll("^.*\\.","")).append('.').append(m.getName()).append(':').append(fr.get(i).getLineNumber()).append('\n'); }
        counts.merge(sb.toString(), 1, Integer::sum);
      }
    }
    System.out.printf("total %d, matched %d (%.1f%%)%n", total, hit, 100.0*hit/total);
    counts.entrySet().stream().sorted((x,y)->y.getValue()-x.getValue()).limit(Integer.parseInt(System.getProperty("n","8"))).forEach(en -> System.out.println(en.getValue()+"\n"+en.getKey()));
  }
}
