package org.stocktrader.web;

import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;

/**
 * The first step of stopping a node ({@code trade.web.shutdown-delay}): the node reports
 * itself not ready (readiness {@code REFUSING_TRAFFIC}) and keeps serving for the delay,
 * so that a balancer's health checks take it out of rotation before the web server stops
 * accepting requests and drains the ones in flight ({@code server.shutdown=graceful}).
 * Stopped before every other lifecycle (highest phase). A delay of zero (the default, one
 * node without a balancer) stops at once.
 */
class ShutdownDelay implements SmartLifecycle {

	private static final Logger logger = LoggerFactory.getLogger(ShutdownDelay.class);

	private final Duration delay;

	private final ApplicationEventPublisher events;

	private volatile boolean running;

	ShutdownDelay(Duration delay, ApplicationEventPublisher events) {
		this.delay = delay;
		this.events = events;
	}

	@Override
	public void start() {
		this.running = true;
	}

	@Override
	public void stop() {
		this.running = false;
		AvailabilityChangeEvent.publish(this.events, this, ReadinessState.REFUSING_TRAFFIC);
		if (this.delay.isPositive()) {
			logger.info("Not ready; serving {} more before the web server drains", this.delay);
			try {
				Thread.sleep(this.delay);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	@Override
	public int getPhase() {
		return Integer.MAX_VALUE;
	}

}
