package org.stocktrader.dal.settings;

import java.time.Instant;

/**
 * A setting the operator changed while the servers run.
 *
 * @param name the setting's name, such as {@code order-fee}
 * @param value its value in the stored text form
 * @param changedAt when it was changed
 * @param changedBy who changed it
 */
public record StoredSetting(String name, String value, Instant changedAt, String changedBy) {

}
