import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
// usage: TAlloc file.jfr [transactions] : exact bytes allocated by request threads over the recording (jdk.ThreadAllocationStatistics)
public class TAlloc {
  public static void main(String[] a) throws Exception {
    Map<Long,long[]> m = new HashMap<>(); Map<Long,String> names = new HashMap<>();
    try (var rf = new RecordingFile(Path.of(a[0]))) {
      while (rf.hasMoreEvents()) { var e = rf.readEvent();
        if (!e.getEventType().getName().equals("jdk.ThreadAllocationStatistics")) continue;
        var th = e.getThread("thread"); if (th == null) continue; String n = th.getJavaName(); if (n == null || !n.contains("exec")) continue;
        long v = e.getLong("allocated"); long id = th.getJavaThreadId(); names.put(id, n);
        long[] r = m.computeIfAbsent(id, k -> new long[] { Long.MAX_VALUE, 0 }); r[0] = Math.min(r[0], v); r[1] = Math.max(r[1], v);
      }
    }
    long sum = 0; for (long[] r : m.values()) sum += r[1] - r[0];
    System.out.printf("request threads %d, allocated %.1f MB", m.size(), sum / 1e6);
    if (a.length > 1) System.out.printf(", %.1f KB per transaction (%s transactions)", sum / 1e3 / Double.parseDouble(a[1]), a[1]);
    System.out.println();
  }
}
