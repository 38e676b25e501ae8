package org.stocktrader.services.settings;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.settings.LiveSettingRepository;
import org.stocktrader.dal.settings.StoredSetting;
import org.stocktrader.services.trade.InvalidInputException;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.context.SmartLifecycle;
import org.springframework.dao.DataAccessException;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The live settings of this application (every {@link LiveSetting} bean, whichever module
 * defines it), kept the same on every node: an operator's change is validated as a whole,
 * stored in one transaction ({@code LIVE_SETTING}) and announced with {@code NOTIFY};
 * each node reads the table once all beans exist (before any lifecycle starts, so the
 * order processor starts in the stored mode), again on every announcement and after every
 * reconnection of the node's shared {@link Notifications} connection (channel
 * {@link LiveSettingRepository#CHANNEL}). The notification thread only hands the reading
 * over to this class's own thread ({@code live-settings}; announcements that arrive while
 * it reads are coalesced into one more reading). Requests never read the table: they read
 * the settings' volatile fields.
 */
public class LiveSettings implements SmartInitializingSingleton, SmartLifecycle {

	private static final Logger logger = LoggerFactory.getLogger(LiveSettings.class);

	private final LiveSettingRepository repository;

	private final ObjectProvider<LiveSetting<?>> provider;

	private final Notifications notifications;

	private final TransactionTemplate transaction;

	private final Object refreshing = new Object();

	/** Whether a reading is queued and not yet begun. */
	private final AtomicBoolean refreshQueued = new AtomicBoolean();

	private volatile Map<String, LiveSetting<?>> settings = Map.of();

	private volatile ExecutorService refresher;

	private Notifications.Subscription subscription;

	/**
	 * The settings of an application.
	 * @param repository where changes are stored
	 * @param provider the application's settings
	 * @param notifications the node's shared listening connection, on which other nodes'
	 * changes are announced
	 * @param transactionManager the transactions of a change
	 */
	public LiveSettings(LiveSettingRepository repository, ObjectProvider<LiveSetting<?>> provider,
			Notifications notifications, PlatformTransactionManager transactionManager) {
		this.repository = repository;
		this.provider = provider;
		this.notifications = notifications;
		this.transaction = new TransactionTemplate(transactionManager);
	}

	/** Collects the settings and puts the stored values in force. */
	@Override
	public void afterSingletonsInstantiated() {
		this.settings = this.provider.orderedStream()
			.sorted(Comparator.comparing(LiveSetting::label))
			.collect(Collectors.toMap(LiveSetting::name, Function.identity(), (first, second) -> {
				throw new IllegalStateException("Two live settings are named " + first.name());
			}, LinkedHashMap::new));
		refresh();
	}

	/** Every setting, by label. */
	public List<LiveSetting<?>> all() {
		return List.copyOf(this.settings.values());
	}

	/** The setting of this name. */
	public Optional<LiveSetting<?>> find(String name) {
		return Optional.ofNullable(this.settings.get(name));
	}

	/**
	 * Changes settings, all or none: every value is checked first, and nothing changes if
	 * any is refused. Values equal to those in force are left alone. The change is in
	 * force on this node when this returns, and on the others once they hear of it.
	 * @param values the typed values by setting name
	 * @param operator who changes them
	 * @return the names of the settings changed
	 * @throws InvalidSettingsException with the reason of each refused value
	 */
	public List<String> change(Map<String, String> values, String operator) {
		Map<String, String> reasons = new LinkedHashMap<>();
		Map<String, String> stored = new LinkedHashMap<>();
		for (Map.Entry<String, String> value : values.entrySet()) {
			LiveSetting<?> setting = this.settings.get(value.getKey());
			if (setting == null) {
				reasons.put(value.getKey(), "There is no setting named '" + Words.shorten(value.getKey()) + "'.");
				continue;
			}
			try {
				String text = storedForm(setting, value.getValue());
				if (!text.equals(storedForm(setting))) {
					stored.put(setting.name(), text);
				}
			}
			catch (InvalidInputException ex) {
				reasons.put(setting.name(), ex.getMessage());
			}
		}
		if (!reasons.isEmpty()) {
			throw new InvalidSettingsException(reasons);
		}
		if (stored.isEmpty()) {
			return List.of();
		}
		this.transaction.executeWithoutResult(
				(status) -> stored.forEach((name, text) -> this.repository.save(name, text, operator)));
		logger.info("Live settings changed by {}: {}", operator, stored);
		refresh();
		return List.copyOf(stored.keySet());
	}

	/**
	 * Puts a setting back to its start-up value, on every node.
	 * @param name the setting's name
	 * @param operator who does it
	 */
	public void revert(String name, String operator) {
		if (!this.settings.containsKey(name)) {
			throw new InvalidInputException("There is no setting named '" + Words.shorten(name) + "'.");
		}
		if (this.repository.delete(name)) {
			logger.info("Live setting {} put back to its start-up value by {}", name, operator);
		}
		refresh();
	}

	/**
	 * Reads the stored values and puts them in force (the start-up value for a setting
	 * without one). When the database cannot be read, the values in force stay.
	 */
	public void refresh() {
		synchronized (this.refreshing) {
			refreshNow();
		}
	}

	private void refreshNow() {
		List<StoredSetting> rows;
		try {
			rows = this.repository.findAll();
		}
		catch (DataAccessException ex) {
			logger.warn("Cannot read the live settings ({}); keeping the values in force", ex.getMessage());
			return;
		}
		Map<String, StoredSetting> byName = rows.stream()
			.collect(Collectors.toMap(StoredSetting::name, Function.identity()));
		for (LiveSetting<?> setting : this.settings.values()) {
			StoredSetting row = byName.get(setting.name());
			try {
				setting.apply((row != null) ? row.value() : null, (row != null) ? row.changedAt() : null,
						(row != null) ? row.changedBy() : null);
			}
			catch (InvalidInputException ex) {
				// stored by another version of the application: this node keeps its own
				logger.warn("Ignoring the stored value of live setting {}: {}", setting.name(), ex.getMessage());
				setting.apply(null, null, null);
			}
		}
	}

	/**
	 * Listens for changes made on other nodes: each announcement, and every time the
	 * channel is listened to again (changes announced meanwhile were missed), queues a
	 * reading of the table.
	 */
	@Override
	public synchronized void start() {
		if (this.refresher != null) {
			return;
		}
		this.refresher = Executors
			.newSingleThreadExecutor(Thread.ofPlatform().name("live-settings").daemon().factory());
		this.subscription = this.notifications.listen(LiveSettingRepository.CHANNEL, new Notifications.Listener() {

			@Override
			public void notified(String payload) {
				refreshLater();
			}

			@Override
			public void listening() {
				refreshLater();
			}

		});
	}

	/**
	 * Queues a reading of the table on this class's thread, unless one is queued already
	 * (it will see this change too): the notification thread never waits for the
	 * database.
	 */
	private void refreshLater() {
		ExecutorService executor = this.refresher;
		if (executor == null || !this.refreshQueued.compareAndSet(false, true)) {
			return;
		}
		try {
			executor.execute(() -> {
				this.refreshQueued.set(false);
				try {
					refresh();
				}
				catch (RuntimeException ex) {
					logger.error("Could not put the live settings read from the database in force", ex);
				}
			});
		}
		catch (RejectedExecutionException ex) {
			// stopping
			this.refreshQueued.set(false);
		}
	}

	@Override
	public synchronized void stop() {
		if (this.subscription != null) {
			this.subscription.close();
			this.subscription = null;
		}
		ExecutorService executor = this.refresher;
		this.refresher = null;
		if (executor != null) {
			executor.shutdown();
			try {
				executor.awaitTermination(5, TimeUnit.SECONDS);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
	}

	@Override
	public boolean isRunning() {
		return this.refresher != null;
	}

	private static <T> String storedForm(LiveSetting<T> setting, String text) {
		return setting.stored(setting.parse(text));
	}

	private static <T> String storedForm(LiveSetting<T> setting) {
		return setting.stored(setting.get());
	}

}
