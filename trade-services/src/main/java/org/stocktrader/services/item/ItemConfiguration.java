package org.stocktrader.services.item;

import org.stocktrader.dal.item.ItemRepository;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The CachePerf items' service and its cache. It counts its cache's hits and misses
 * unless metrics are off ({@code trade.metrics.enabled=false}).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ItemProperties.class)
public class ItemConfiguration {

	@Bean
	ItemService itemService(ItemRepository items, ItemProperties properties,
			@Value("${trade.metrics.enabled:true}") boolean metrics) {
		return new ItemService(items, properties, metrics);
	}

}
