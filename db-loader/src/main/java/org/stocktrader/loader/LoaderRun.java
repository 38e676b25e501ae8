package org.stocktrader.loader;

import java.time.Instant;

/**
 * A recorded load (a {@code loader.loader_run} row).
 *
 * @param runId the run key
 * @param set the seed and sizes loaded
 * @param passwordStrength the BCrypt work factor of the stored password hash
 * @param started when the load started
 * @param finished when it committed
 * @param checksum the checksum of the whole data set as loaded
 * @param loadXid the loading transaction's 32-bit id, the {@code xmin} of untouched rows
 * ({@code null} for runs recorded before it was kept)
 */
public record LoaderRun(int runId, DataSet set, int passwordStrength, Instant started, Instant finished,
		String checksum, Long loadXid) {

}
