package org.stocktrader.services.soap.client;

import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.TradeService;

import org.springframework.aop.TargetSource;
import org.springframework.aop.framework.ProxyFactory;

/**
 * The web tier's trade service as a Spring AOP proxy whose {@link TargetSource} chooses
 * the target per call: the back end in force when the call is made (one volatile read),
 * the in-process service or the SOAP client of the configured endpoint. Both stay
 * available, so the operator can switch while the server runs. Both targets are
 * {@link IdempotentOrders}: orders placed with an idempotency key keep it while the
 * in-process service is in force (the web tier's order forms); the SOAP client places
 * them without it and its {@link IdempotentOrders#acceptsKeys()} says so.
 */
final class BackendTarget implements TargetSource {

	private final TradeService inProcess;

	private final LiveSetting<Backend> backend;

	private final SoapClients soapClients;

	private BackendTarget(TradeService inProcess, LiveSetting<Backend> backend, SoapClients soapClients) {
		this.inProcess = inProcess;
		this.backend = backend;
		this.soapClients = soapClients;
	}

	/**
	 * The trade service that sends each call to the back end in force.
	 * @param inProcess the in-process service (an {@link IdempotentOrders} too)
	 * @param backend the live back-end setting
	 * @param soapClients the SOAP clients, one per endpoint
	 * @return the proxy
	 */
	static BackendTradeService proxy(TradeService inProcess, LiveSetting<Backend> backend, SoapClients soapClients) {
		if (!(inProcess instanceof IdempotentOrders)) {
			throw new IllegalArgumentException("The in-process trade service takes no idempotency keys");
		}
		ProxyFactory factory = new ProxyFactory();
		factory.addInterface(BackendTradeService.class);
		factory.setTargetSource(new BackendTarget(inProcess, backend, soapClients));
		// the interface's own loader: it is package-private, and the thread's context
		// loader (an assembled application's) may not define it
		return (BackendTradeService) factory.getProxy(BackendTradeService.class.getClassLoader());
	}

	@Override
	public Class<?> getTargetClass() {
		return TradeService.class;
	}

	@Override
	public boolean isStatic() {
		return false;
	}

	/** The service of the back end in force. */
	@Override
	public TradeService getTarget() {
		Backend current = this.backend.get();
		return (current.mode() == BackendMode.SOAP) ? this.soapClients.to(current.url()) : this.inProcess;
	}

	@Override
	public void releaseTarget(Object target) {
		// the targets live as long as the application
	}

}
