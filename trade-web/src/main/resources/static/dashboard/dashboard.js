// The operator dashboard: polls this node's samples (JSON) and draws them with uPlot.
// No inline script or style: this file and uPlot come from this server, styles from stylesheets.
(function () {
	'use strict';

	const WORKLOADS = [
		{ key: 'pages', label: 'Pages', stroke: '#1f6feb' },
		{ key: 'rest', label: 'REST', stroke: '#8250df' },
		{ key: 'tradesoap', label: 'Trade SOAP', stroke: '#1a7f37' },
		{ key: 'wstest', label: 'WSTest', stroke: '#bc4c00' }
	];

	const main = document.querySelector('main.dashboard');
	const status = document.getElementById('status');
	const table = document.querySelector('#now tbody');
	const charts = {};
	let interval = 5000;

	function workloadSeries(unit) {
		return WORKLOADS.map((w) => ({ label: w.label, stroke: w.stroke, width: 2, value: (u, v) => format(v, unit) }));
	}

	function format(value, unit) {
		return (value === null || value === undefined) ? '–' : value.toFixed(value < 10 ? 2 : 0) + (unit || '');
	}

	// Times in UTC, as every page shows them; labels of one width (hh:mm:ss), spaced so
	// that no two overlap, whatever the span of the samples.
	function timeOfDay(seconds) {
		return (seconds === null || seconds === undefined) ? '–' : new Date(seconds * 1000).toISOString().substring(11, 19);
	}

	const TIME_AXIS = { label: 'UTC', space: 90, values: (u, splits) => splits.map(timeOfDay) };

	function chart(id, series, axes) {
		const element = document.getElementById(id);
		const chosen = (axes || [{}, {}]).slice();
		chosen[0] = Object.assign({}, TIME_AXIS, chosen[0]);
		const options = {
			width: Math.max(280, element.clientWidth),
			height: 240,
			tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
			series: [{ value: (u, v) => timeOfDay(v) + ' UTC' }].concat(series),
			axes: chosen,
			scales: { x: { time: true } },
			legend: { live: true }
		};
		const plot = new uPlot(options, [[]].concat(series.map(() => [])), element);
		charts[id] = plot;
		return plot;
	}

	function create() {
		chart('chart-throughput', workloadSeries(' /s'));
		chart('chart-p95', workloadSeries(' ms'));
		chart('chart-p99', workloadSeries(' ms'));
		chart('chart-errors', workloadSeries(' /s'));
		chart('chart-orders', [
			{ label: 'Backlog', stroke: '#cf222e', width: 2, scale: 'orders' },
			{ label: 'Lag p95 ms', stroke: '#1f6feb', width: 2, scale: 'ms' }
		], [{}, { scale: 'orders' }, { scale: 'ms', side: 1, grid: { show: false } }]);
		chart('chart-pool', [
			{ label: 'Active', stroke: '#1a7f37', width: 2 },
			{ label: 'Waiting', stroke: '#cf222e', width: 2 },
			{ label: 'Pool size', stroke: '#57606a', width: 1, dash: [4, 4] },
			{ label: 'CPU %', stroke: '#8250df', width: 2 }
		]);
	}

	function column(samples, pick) {
		return samples.map((s) => {
			const value = pick(s);
			return (value === undefined) ? null : value;
		});
	}

	function draw(data) {
		const samples = data.samples;
		const times = samples.map((s) => s.time / 1000);
		const perWorkload = (field) => [times].concat(WORKLOADS.map((w) => column(samples, (s) => s.workloads[w.key] && s.workloads[w.key][field])));
		charts['chart-throughput'].setData(perWorkload('rate'));
		charts['chart-p95'].setData(perWorkload('p95Millis'));
		charts['chart-p99'].setData(perWorkload('p99Millis'));
		charts['chart-errors'].setData(perWorkload('errors'));
		charts['chart-orders'].setData([times, column(samples, (s) => s.backlog), column(samples, (s) => s.orderLagP95Millis)]);
		charts['chart-pool'].setData([times, column(samples, (s) => s.poolActive), column(samples, (s) => s.poolPending),
			column(samples, (s) => s.poolMax), column(samples, (s) => 100 * s.cpu)]);
		const last = samples[samples.length - 1];
		table.replaceChildren();
		if (last) {
			for (const w of WORKLOADS) {
				const values = last.workloads[w.key] || {};
				const row = document.createElement('tr');
				const name = document.createElement('th');
				name.scope = 'row';
				name.textContent = w.label;
				row.appendChild(name);
				for (const field of ['rate', 'errors', 'meanMillis', 'p50Millis', 'p95Millis', 'p99Millis']) {
					const cell = document.createElement('td');
					cell.textContent = format(values[field]);
					row.appendChild(cell);
				}
				table.appendChild(row);
			}
		}
		main.dataset.samplesShown = String(samples.length);
		status.textContent = data.measuring
			? samples.length + ' samples, every ' + (interval / 1000) + ' s; last at ' + (last ? timeOfDay(last.time / 1000) + ' UTC' : '–')
			: 'Metrics are off on this node.';
	}

	function poll() {
		fetch(main.dataset.samples, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
			.then((response) => {
				if (!response.ok) {
					throw new Error('HTTP ' + response.status);
				}
				return response.json();
			})
			.then((data) => {
				interval = data.intervalMillis || interval;
				draw(data);
			})
			.catch((error) => {
				status.textContent = 'Could not read the samples: ' + error.message;
			})
			.finally(() => window.setTimeout(poll, interval));
	}

	window.addEventListener('resize', () => {
		for (const id of Object.keys(charts)) {
			const element = document.getElementById(id);
			charts[id].setSize({ width: Math.max(280, element.clientWidth), height: 240 });
		}
	});

	create();
	poll();
}());
