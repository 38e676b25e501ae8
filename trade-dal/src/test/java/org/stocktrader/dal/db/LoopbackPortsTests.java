package org.stocktrader.dal.db;

import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Scanner;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.LoopbackPorts.PortRange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class LoopbackPortsTests {

	@Test
	void aPickedPortIsOutsideTheEphemeralRangeAndFree() throws Exception {
		PortRange ephemeral = LoopbackPorts.ephemeralRange();
		for (int i = 0; i < 20; i++) {
			int port = LoopbackPorts.pick();

			assertThat(port).isBetween(LoopbackPorts.LOWEST, 65535)
				.satisfiesAnyOf((p) -> assertThat(p).isLessThan(ephemeral.low()),
						(p) -> assertThat(p).isGreaterThan(ephemeral.high()));
			try (ServerSocket server = new ServerSocket()) {
				server.setReuseAddress(true);
				server.bind(new InetSocketAddress("127.0.0.1", port));
			}
		}
	}

	@Test
	void aPortSomebodyListensOnIsNotFree() throws Exception {
		try (ServerSocket server = new ServerSocket()) {
			server.bind(new InetSocketAddress("127.0.0.1", 0));

			assertThat(LoopbackPorts.isFree(server.getLocalPort())).isFalse();
		}
	}

	@Test
	void candidatesLieBelowTheEphemeralRangeOrAboveWhenItBeginsLow() {
		assertThat(LoopbackPorts.candidates(new PortRange(32768, 60999))).isEqualTo(new PortRange(10000, 32767));
		assertThat(LoopbackPorts.candidates(LoopbackPorts.DYNAMIC)).isEqualTo(new PortRange(10000, 49151));
		assertThat(LoopbackPorts.candidates(new PortRange(1024, 60999))).isEqualTo(new PortRange(61000, 65535));
		assertThatIllegalStateException().isThrownBy(() -> LoopbackPorts.candidates(new PortRange(1024, 65000)));
	}

	@Test
	void theRangeIsTheKernelsWhereItSaysAndIanasElsewhere() throws Exception {
		Path linux = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
		PortRange expected = LoopbackPorts.DYNAMIC;
		if (Files.isReadable(linux)) {
			try (Scanner bounds = new Scanner(linux)) {
				expected = new PortRange(bounds.nextInt(), bounds.nextInt());
			}
		}

		assertThat(LoopbackPorts.ephemeralRange()).isEqualTo(expected);
	}

}
