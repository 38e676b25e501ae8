import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
// usage: Diff a.jfr aTransactions b.jfr bTransactions ownerRegex : request-thread samples of two recordings per
// 1,000 transactions (give each recording's transactions, or its transactions per second when both lasted as
// long), each sample given to its innermost frame matching ownerRegex (else its top frame), sorted by the
// largest difference b - a: where one side spends more per transaction. -Dn=K for the top K (default 30).
public class Diff {
  static Map<String, Double> count(String file, double perSample, Pattern owner) throws Exception {
    Map<String, Double> m = new HashMap<>();
    try (var rf = new RecordingFile(Path.of(file))) {
      while (rf.hasMoreEvents()) { var e = rf.readEvent();
        if (!e.getEventType().getName().equals("jdk.ExecutionSample")) continue;
        var st = e.getStackTrace(); if (st == null) continue;
        var th = e.getThread("sampledThread"); String t = th == null ? "" : th.getJavaName();
        if (t == null || !t.contains("exec")) continue;
        String g = null;
        for (var f : st.getFrames()) { String s = f.getMethod().getType().getName()+"."+f.getMethod().getName(); if (owner.matcher(s).find()) { g = s; break; } }
        if (g == null) { var f = st.getFrames().get(0); g = "(top) " + f.getMethod().getType().getName()+"."+f.getMethod().getName(); }
        m.merge(g, perSample, Double::sum);
      }
    }
    return m;
  }
  public static void main(String[] a) throws Exception {
    var owner = Pattern.compile(a[4]);
    var ma = count(a[0], 1000.0 / Double.parseDouble(a[1]), owner);
    var mb = count(a[2], 1000.0 / Double.parseDouble(a[3]), owner);
    Set<String> keys = new HashSet<>(ma.keySet()); keys.addAll(mb.keySet());
    double ta = ma.values().stream().mapToDouble(Double::doubleValue).sum(), tb = mb.values().stream().mapToDouble(Double::doubleValue).sum();
    List<String> rows = new ArrayList<>(keys);
    rows.sort(Comparator.comparingDouble((String k) -> -Math.abs(mb.getOrDefault(k, 0.0) - ma.getOrDefault(k, 0.0))));
    System.out.printf("samples per 1,000 transactions: a %.1f, b %.1f (%+.1f %%)%n%8s %8s %8s%n", ta, tb, 100 * (tb - ta) / ta, "a", "b", "b - a");
    for (String k : rows.subList(0, Math.min(Integer.getInteger("n", 30), rows.size()))) {
      double x = ma.getOrDefault(k, 0.0), y = mb.getOrDefault(k, 0.0);
      System.out.printf("%8.2f %8.2f %+8.2f  %s%n", x, y, y - x, k);
    }
  }
}
