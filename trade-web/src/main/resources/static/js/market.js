/* StockTrader live market: updates the market summary panels, the recent price changes and the quotes
   table from the server's event stream (/api/market/stream, Server-Sent Events); a quote row that changed is
   made whole again from /api/quotes (volume, range, gain/loss, its sparkline and chart). The pages are complete
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

	// gainers rose and losers fell (as the page lists them): an unchanged quote is neither
	function movers(panel, name, quotes, direction) {
		var body = panel.querySelector('[data-movers="' + name + '"]');
		if (!body || !quotes) {
			return;
		}
		var fresh = document.createDocumentFragment();
		quotes.filter(function (quote) {
			return Math.sign(Number(quote.change)) === direction;
		}).forEach(function (quote) {
			var row = document.createElement('tr');
			var link = document.createElement('a');
			link.href = quoteLink(quote.symbol);
			link.textContent = quote.symbol;
			row.appendChild(document.createElement('td')).appendChild(link);
			cell(row, money(quote.price), 'num');
			cell(row, moneyChange(quote.change), 'num ' + trend(quote.change));
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
			movers(panel, 'topGainers', data.topGainers, 1);
			movers(panel, 'topLosers', data.topLosers, -1);
		});
	}

	function highlight(element, direction) {
		element.classList.remove('settled', 'up', 'down');
		element.classList.add('moved', direction);
		window.setTimeout(function () {
			element.classList.add('settled');
		}, 2000);
	}

	// A line of prices in an SVG box, as the page drew it (PriceChart): the first price is the
	// reference (the open), the last the current price.
	function draw(svg, values, width, height) {
		if (!svg) {
			return;
		}
		var low = Math.min.apply(null, values);
		var span = Math.max.apply(null, values) - low;
		var y = function (price) {
			return span === 0 ? height / 2 : 2 + (height - 4) * (1 - (price - low) / span);
		};
		var step = width / (values.length - 1);
		var points = values.map(function (price, i) {
			return (i * step).toFixed(1) + ',' + y(price).toFixed(1);
		});
		svg.querySelector('polyline').setAttribute('points', points.join(' '));
		svg.setAttribute('data-trend', trend(values[values.length - 1] - values[0]));
		var open = svg.querySelector('line.open');
		if (open) {
			open.setAttribute('y1', y(values[0]).toFixed(1));
			open.setAttribute('y2', y(values[0]).toFixed(1));
		}
		var dot = svg.querySelector('circle');
		if (dot) {
			dot.setAttribute('cx', ((values.length - 1) * step).toFixed(1));
			dot.setAttribute('cy', y(values[values.length - 1]).toFixed(1));
		}
	}

	function setCell(row, name, text, className) {
		var cell = row.querySelector('[data-field="' + name + '"]');
		if (cell) {
			cell.textContent = text;
			if (className) {
				cell.className = className;
			}
		}
		return cell;
	}

	// A quote row made whole from the quote as the server has it now: every column agrees
	// with the others (and with the other pages), not only the price.
	function quoteRow(quote) {
		var open = Number(quote.open);
		var change = Number(quote.change);
		rows.forEach(function (row) {
			if (row.getAttribute('data-symbol') !== quote.symbol) {
				return;
			}
			setCell(row, 'volume', quantity(quote.volume));
			setCell(row, 'range', money(quote.low) + ' - ' + money(quote.high));
			setCell(row, 'price', money(quote.price));
			setCell(row, 'change', moneyChange(change) + ' (' + percent(open === 0 ? 0 : change * 100 / open) + ')',
				'num ' + trend(Math.round(change * 100)));
			var values = (row.getAttribute('data-prices') || '').split(' ').map(Number);
			if (values.length > 1 && values[values.length - 1] !== Number(quote.price)) {
				values.push(Number(quote.price));
				if (values.length > 32) {
					values.splice(1, 1);
				}
				row.setAttribute('data-prices', values.join(' '));
				draw(row.querySelector('svg.spark'), values, 80, 20);
				var chart = document.querySelector('[data-chart="' + quote.symbol + '"]');
				draw(chart && chart.querySelector('svg'), values, 300, 100);
			}
		});
	}

	function refresh(symbols) {
		// the stream said these quotes changed: revalidate (ETag) rather than take the browser's cached copy,
		// which public quote reads may have for trade.http-cache.max-age
		window.fetch('/api/quotes?symbols=' + encodeURIComponent(symbols.join(',')),
			{ headers: { Accept: 'application/json' }, cache: 'no-cache' })
			.then(function (response) {
				if (!response.ok) {
					throw new Error('HTTP ' + response.status);
				}
				return response.json();
			})
			.then(function (quotes) {
				quotes.forEach(quoteRow);
			})
			.catch(function (error) {
				status('Live updates paused: ' + error.message);
			});
	}

	function prices(data) {
		var list = data.changes || [];
		var shown = [];
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
					if (shown.indexOf(change.symbol) < 0) {
						shown.push(change.symbol);
					}
				}
			});
		});
		if (shown.length > 0) {
			refresh(shown);
		}
		if (changes && list.length > 0) {
			var body = changes.querySelector('tbody');
			list.slice().reverse().forEach(function (change) {
				var row = document.createElement('tr');
				row.setAttribute('data-symbol-change', change.symbol);
				var link = document.createElement('a');
				link.href = quoteLink(change.symbol);
				link.textContent = change.symbol;
				row.appendChild(document.createElement('td')).appendChild(link);
				cell(row, money(change.oldPrice), 'num');
				cell(row, money(change.newPrice), 'num');
				cell(row, moneyChange(change.change) + ' (' + percent(change.percent) + ')', 'num ' + trend(Number(change.change)));
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
