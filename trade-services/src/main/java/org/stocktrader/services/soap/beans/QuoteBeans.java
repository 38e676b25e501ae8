package org.stocktrader.services.soap.beans;

import java.util.List;

import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.contract.ArrayOfQuoteDataBean;
import org.stocktrader.services.soap.contract.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.contract.QuoteDataBean;

/**
 * {@link Quote} and {@code QuoteDataBean}, and the {@link MarketSummary} that carries
 * quotes ({@code MarketSummaryDataBeanWS}), both ways. A missing price is written 0; a
 * missing TSIA is read back as 0.
 */
public final class QuoteBeans {

	private QuoteBeans() {
	}

	/**
	 * The contract bean of a quote.
	 * @param quote the quote
	 * @return its bean
	 */
	public static QuoteDataBean toBean(Quote quote) {
		QuoteDataBean bean = new QuoteDataBean();
		bean.setSymbol(quote.symbol());
		bean.setCompanyName(quote.companyName());
		bean.setPrice(ContractValues.money(quote.price()));
		bean.setOpen(ContractValues.money(quote.open()));
		bean.setLow(ContractValues.money(quote.low()));
		bean.setHigh(ContractValues.money(quote.high()));
		bean.setChange(quote.change());
		bean.setVolume(quote.volume());
		return bean;
	}

	/**
	 * The contract array of quotes.
	 * @param quotes the quotes
	 * @return the array
	 */
	public static ArrayOfQuoteDataBean toArray(List<Quote> quotes) {
		ArrayOfQuoteDataBean array = new ArrayOfQuoteDataBean();
		quotes.forEach((quote) -> array.getQuoteDataBean().add(toBean(quote)));
		return array;
	}

	/**
	 * The quote a contract bean carries.
	 * @param bean the bean
	 * @return the quote
	 */
	public static Quote toQuote(QuoteDataBean bean) {
		return new Quote(bean.getSymbol(), bean.getCompanyName(), bean.getPrice(), bean.getOpen(), bean.getLow(),
				bean.getHigh(), ContractValues.doubleOf(bean.getChange()), ContractValues.doubleOf(bean.getVolume()));
	}

	/**
	 * The quotes a contract array carries.
	 * @param array the array, or {@code null}
	 * @return the quotes, empty for {@code null}
	 */
	public static List<Quote> toQuotes(ArrayOfQuoteDataBean array) {
		return (array != null) ? array.getQuoteDataBean().stream().map(QuoteBeans::toQuote).toList() : List.of();
	}

	/**
	 * The contract bean of a market summary.
	 * @param summary the summary
	 * @return its bean
	 */
	public static MarketSummaryDataBeanWS toBean(MarketSummary summary) {
		MarketSummaryDataBeanWS bean = new MarketSummaryDataBeanWS();
		bean.setTSIA(ContractValues.money(summary.tsia()));
		bean.setOpenTSIA(ContractValues.money(summary.openTsia()));
		bean.setVolume(summary.volume());
		bean.setTopGainers(toArray(summary.topGainers()));
		bean.setTopLosers(toArray(summary.topLosers()));
		bean.setSummaryDate(ContractValues.date(summary.summaryDate()));
		return bean;
	}

	/**
	 * The market summary a contract bean carries.
	 * @param bean the bean
	 * @return the summary
	 */
	public static MarketSummary toMarketSummary(MarketSummaryDataBeanWS bean) {
		return new MarketSummary(ContractValues.money(bean.getTSIA()), ContractValues.money(bean.getOpenTSIA()),
				ContractValues.doubleOf(bean.getVolume()), toQuotes(bean.getTopGainers()),
				toQuotes(bean.getTopLosers()), ContractValues.instant(bean.getSummaryDate()));
	}

}
