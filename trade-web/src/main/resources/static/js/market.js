/* StockTrader live market: updates the market summary panels, the recent price changes and the quotes
   table from the server's event stream (/api/market/stream, Server-Sent Events). The pages are complete
   without it; it only refreshes what they already show. No inline script, no third party. */
(function () {
	'use strict';

	var panels = document.querySelectorAll('[data-live-market]');
	var changes = document.querySelector('[data-recent-changes]');
	var rows = document.querySelectorAll('tr[data-symbol]');
	var statuses = document.querySelectorAll('[data-live-status]');
	var KEEP = 10;

	if ((panels.length === 0 && rows.length === 0 && !changes) || typeof window.EventSource !== 'function') {
		return;
	}

	function number(value, decimals) {
		return Number(value).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
	}

	function sign(value) {
		return value > 0 ? '+' : (value < 0 ? '-' : '');
	}

	function money(value) {
		var amount = Number(value);
		return (amount < 0 ? '-$' : '$') + number(Math.abs(amount), 2);
	}

	function moneyChange(value) {
		var cents = Math.round(Number(value) * 100) / 100;
		return sign(cents) + '$' + number(Math.abs(cents), 2);
	}

	function percent(value) {
		var rounded = Math.round(Number(value) * 100) / 100;
		return sign(rounded) + number(Math.abs(rounded), 2) + '%';
	}

	function quantity(value) {
		return Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
	}

	function trend(value) {
		return value > 0 ? 'up' : (value < 0 ? 'down' : 'flat');
	}

	function two(value) {
		return (value < 10 ? '0' : '') + value;
	}

	function time(iso) {
		var date = new Date(iso);
		if (isNaN(date.getTime())) {
			return '-';
		}
		return date.getUTCFullYear() + '-' + two(date.getUTCMonth() + 1) + '-' + two(date.getUTCDate()) + ' '
			+ two(date.getUTCHours()) + ':' + two(date.getUTCMinutes()) + ':' + two(date.getUTCSeconds()) + ' UTC';
	}

	function quoteLink(symbol) {
		return '/quotes?symbols=' + encodeURIComponent(symbol).replace(/%3A/g, ':');
	}

	function cell(row, text, className) {
		var td = document.createElement('td');
		td.textContent = text;
		if (className) {
			td.className = className;
		}
		row.appendChild(td);
		return td;
	}

	function setField(panel, name, text, className) {
		var field = panel.querySelector('[data-field="' + name + '"]');
		if (field) {
			field.textContent = text;
			if (className !== undefined) {
				field.className = className;
			}
		}
	}

	function movers(panel, name, quotes) {
		var body = panel.querySelector('[data-movers="' + name + '"]');
		if (!body || !quotes) {
			return;
		}
		var fresh = document.createDocumentFragment();
		quotes.forEach(function (quote) {
			var row = document.createElement('tr');
			var link = document.createElement('a');
			link.href = quoteLink(quote.symbol);
			link.textContent = quote.symbol;
			row.appendChild(document.createElement('td')).appendChild(link);
			cell(row, money(quote.price));
			cell(row, moneyChange(quote.change), trend(quote.change));
			fresh.appendChild(row);
		});
		body.replaceChildren(fresh);
	}

	function summary(data) {
		var tsia = Number(data.tsia);
		var open = Number(data.openTsia);
		var gain = open === 0 ? 0 : (tsia - open) * 100 / open;
		panels.forEach(function (panel) {
			setField(panel, 'tsia', number(tsia, 2));
			setField(panel, 'gainPercent', percent(gain), trend(Math.round(gain * 100)));
			setField(panel, 'openTsia', number(open, 2));
			setField(panel, 'volume', quantity(data.volume));
			setField(panel, 'summaryDate', time(data.summaryDate));
			movers(panel, 'topGainers', data.topGainers);
			movers(panel, 'topLosers', data.topLosers);
		});
	}

	function highlight(element, direction) {
		element.classList.remove('settled', 'up', 'down');
		element.classList.add('moved', direction);
		window.setTimeout(function () {
			element.classList.add('settled');
		}, 2000);
	}

	function prices(data) {
		var list = data.changes || [];
		list.forEach(function (change) {
			rows.forEach(function (row) {
				if (row.getAttribute('data-symbol') === change.symbol) {
					var price = row.querySelector('[data-field="price"]');
					if (price) {
						price.textContent = money(change.newPrice);
						price.title = 'Was ' + money(change.oldPrice) + ' (' + moneyChange(change.change) + ', '
							+ percent(change.percent) + ')';
						highlight(price, trend(Number(change.change)) === 'down' ? 'down' : 'up');
					}
				}
			});
		});
		if (changes && list.length > 0) {
			var body = changes.querySelector('tbody');
			list.slice().reverse().forEach(function (change) {
				var row = document.createElement('tr');
				row.setAttribute('data-symbol-change', change.symbol);
				var link = document.createElement('a');
				link.href = quoteLink(change.symbol);
				link.textContent = change.symbol;
				row.appendChild(document.createElement('td')).appendChild(link);
				cell(row, money(change.oldPrice));
				cell(row, money(change.newPrice));
				cell(row, moneyChange(change.change) + ' (' + percent(change.percent) + ')', trend(Number(change.change)));
				cell(row, time(change.time));
				body.insertBefore(row, body.firstChild);
			});
			while (body.rows.length > KEEP) {
				body.deleteRow(body.rows.length - 1);
			}
			changes.hidden = false;
		}
	}

	function status(text) {
		statuses.forEach(function (element) {
			element.textContent = text;
			element.hidden = false;
		});
	}

	function parse(event, apply) {
		try {
			apply(JSON.parse(event.data));
		}
		catch (error) {
			status('Live updates paused: ' + error.message);
		}
	}

	var source = new window.EventSource('/api/market/stream');
	source.addEventListener('summary', function (event) {
		parse(event, summary);
	});
	source.addEventListener('prices', function (event) {
		parse(event, prices);
	});
	source.addEventListener('open', function () {
		status('Live: updated as trades happen.');
	});
	source.addEventListener('error', function () {
		status(source.readyState === window.EventSource.CLOSED ? 'Live updates stopped; reload for the latest.'
			: 'Live updates reconnecting…');
	});
	window.addEventListener('pagehide', function () {
		source.close();
	});
}());
