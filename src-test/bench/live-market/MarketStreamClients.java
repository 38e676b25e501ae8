import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Holds N live market streams open (GET /api/market/stream) from one thread with
 * non-blocking sockets, reading and counting what arrives: the idle-subscriber load of
 * the live market measurement. Bounded: it connects at most --rate new streams a second,
 * gives up on a server it cannot reach within --wait seconds, holds for --hold seconds,
 * and closes everything. Prints progress every 5 seconds and a summary at the end.
 *
 * java src-test/bench/live-market/MarketStreamClients.java --url http://127.0.0.1:19900/api/market/stream \
 *     --clients 2000 [--hold 120] [--rate 500] [--wait 120] [--ready-file /tmp/h19/ready]
 *
 * With --ready-file, the file is written once every stream is open (header received),
 * for scripts that measure the server then.
 */
public final class MarketStreamClients {

	private static final byte[] EVENT = "\nevent: ".getBytes(StandardCharsets.US_ASCII);

	public static void main(String[] args) throws Exception {
		URI url = URI.create("http://127.0.0.1:19900/api/market/stream");
		int clients = 2000;
		long holdSeconds = 120;
		int rate = 500;
		long waitSeconds = 120;
		Path ready = null;
		for (int i = 0; i < args.length; i += 2) {
			String value = (i + 1 < args.length) ? args[i + 1] : "";
			switch (args[i]) {
				case "--url" -> url = URI.create(value);
				case "--clients" -> clients = Integer.parseInt(value);
				case "--hold" -> holdSeconds = Long.parseLong(value);
				case "--rate" -> rate = Integer.parseInt(value);
				case "--wait" -> waitSeconds = Long.parseLong(value);
				case "--ready-file" -> ready = Path.of(value);
				default -> {
					System.err.println("Unknown option " + args[i]);
					System.exit(2);
				}
			}
		}
		if (clients < 1 || clients > 20_000) {
			throw new IllegalArgumentException("--clients must be between 1 and 20000");
		}
		new MarketStreamClients(url, clients, holdSeconds, rate, waitSeconds, ready).run();
	}

	private final InetSocketAddress address;

	private final byte[] request;

	private final int clients;

	private final long holdNanos;

	private final int rate;

	private final long waitNanos;

	private final Path ready;

	private final List<Stream> streams = new ArrayList<>();

	private int open;

	private int refused;

	private int closed;

	private int failed;

	private long events;

	private long bytes;

	private MarketStreamClients(URI url, int clients, long holdSeconds, int rate, long waitSeconds, Path ready) {
		this.address = new InetSocketAddress(url.getHost(), (url.getPort() > 0) ? url.getPort() : 80);
		this.request = ("GET " + url.getRawPath() + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + url.getPort()
				+ "\r\nAccept: text/event-stream\r\nUser-Agent: MarketStreamClients\r\n\r\n")
			.getBytes(StandardCharsets.US_ASCII);
		this.clients = clients;
		this.holdNanos = holdSeconds * 1_000_000_000L;
		this.rate = Math.max(1, rate);
		this.waitNanos = waitSeconds * 1_000_000_000L;
		this.ready = ready;
	}

	private void run() throws IOException, InterruptedException {
		awaitServer();
		ByteBuffer buffer = ByteBuffer.allocateDirect(64 * 1024);
		try (Selector selector = Selector.open()) {
			long start = System.nanoTime();
			long nextReport = start + 5_000_000_000L;
			long holdUntil = Long.MAX_VALUE;
			int started = 0;
			boolean announced = false;
			while (System.nanoTime() < holdUntil) {
				long elapsed = System.nanoTime() - start;
				long allowed = Math.min(this.clients, 1 + elapsed * this.rate / 1_000_000_000L);
				while (started < allowed) {
					connect(selector);
					started++;
				}
				selector.select(100);
				Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
				while (keys.hasNext()) {
					SelectionKey key = keys.next();
					keys.remove();
					handle(key, buffer);
				}
				if (!announced && started == this.clients && this.open + this.refused + this.failed == this.clients) {
					announced = true;
					holdUntil = System.nanoTime() + this.holdNanos;
					report("all started");
					if (this.ready != null) {
						Files.writeString(this.ready, this.open + "\n");
					}
				}
				if (System.nanoTime() >= nextReport) {
					report("progress");
					nextReport += 5_000_000_000L;
				}
				if (!announced && System.nanoTime() - start > this.waitNanos + this.clients * 1_000_000_000L / this.rate) {
					report("gave up waiting for every stream");
					break;
				}
			}
			for (Stream stream : this.streams) {
				stream.channel.close();
			}
		}
		report("summary");
	}

	/** Waits (bounded) until the server accepts connections. */
	private void awaitServer() throws InterruptedException {
		long end = System.nanoTime() + this.waitNanos;
		while (true) {
			try (SocketChannel probe = SocketChannel.open(this.address)) {
				return;
			}
			catch (IOException ex) {
				if (System.nanoTime() > end) {
					throw new IllegalStateException("No server at " + this.address + " within the wait");
				}
				Thread.sleep(500);
			}
		}
	}

	private void connect(Selector selector) throws IOException {
		SocketChannel channel = SocketChannel.open();
		channel.configureBlocking(false);
		Stream stream = new Stream(channel);
		this.streams.add(stream);
		channel.connect(this.address);
		channel.register(selector, SelectionKey.OP_CONNECT, stream);
	}

	private void handle(SelectionKey key, ByteBuffer buffer) {
		Stream stream = (Stream) key.attachment();
		try {
			if (key.isConnectable()) {
				stream.channel.finishConnect();
				stream.channel.write(ByteBuffer.wrap(this.request));
				key.interestOps(SelectionKey.OP_READ);
				return;
			}
			buffer.clear();
			int read = stream.channel.read(buffer);
			if (read < 0) {
				key.cancel();
				stream.channel.close();
				this.closed++;
				if (stream.open) {
					this.open--;
				}
				return;
			}
			this.bytes += read;
			buffer.flip();
			byte[] chunk = new byte[read];
			buffer.get(chunk);
			if (!stream.open && !stream.refused) {
				String head = new String(chunk, 0, Math.min(chunk.length, 16), StandardCharsets.US_ASCII);
				if (head.startsWith("HTTP/1.1 200")) {
					stream.open = true;
					this.open++;
				}
				else {
					stream.refused = true;
					this.refused++;
					key.cancel();
					stream.channel.close();
					return;
				}
			}
			this.events += count(stream, chunk);
		}
		catch (IOException ex) {
			key.cancel();
			this.failed++;
			if (stream.open) {
				this.open--;
			}
			try {
				stream.channel.close();
			}
			catch (IOException ignored) {
				// closing a failed socket
			}
		}
	}

	/** Counts "\nevent: " across chunk boundaries. */
	private static int count(Stream stream, byte[] chunk) {
		int found = 0;
		for (byte b : chunk) {
			if (b == EVENT[stream.matched]) {
				stream.matched++;
				if (stream.matched == EVENT.length) {
					found++;
					stream.matched = 0;
				}
			}
			else {
				stream.matched = (b == EVENT[0]) ? 1 : 0;
			}
		}
		return found;
	}

	private void report(String what) {
		System.out.printf("[market-clients] %s: open=%d refused=%d closed-by-server=%d failed=%d events=%d bytes=%d%n",
				what, this.open, this.refused, this.closed, this.failed, this.events, this.bytes);
	}

	private static final class Stream {

		final SocketChannel channel;

		boolean open;

		boolean refused;

		int matched;

		Stream(SocketChannel channel) {
			this.channel = channel;
		}

	}

}
