package org.stocktrader.systemtest.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.stereotype.Controller;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.RestController;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The layering of STYLE.md, by each module's base package: {@code org.stocktrader.dal}
 * (trade-dal) {@code <- .services} (trade-services) {@code <- .web} (trade-web);
 * {@code .wstest} and {@code .loader} (db-loader) never see services or web;
 * {@code .edge} (soap-edge, under both SOAP services) sees no other module; the facades
 * and the web tier never touch a repository; transactions start in the service layer
 * only; no package takes part in a cycle.
 */
class DependencyRuleTests {

	private static final String DAL = "org.stocktrader.dal..";

	private static final String SERVICES = "org.stocktrader.services..";

	private static final String WEB = "org.stocktrader.web..";

	private static final String WSTEST = "org.stocktrader.wstest..";

	private static final String LOADER = "org.stocktrader.loader..";

	/** trade-services/soap-edge: the SOAP and HTTP edge shared by services and wstest. */
	private static final String EDGE = "org.stocktrader.edge..";

	/**
	 * src-test/bench: the benchmark harness, which drives the application over HTTP only.
	 */
	private static final String BENCH = "org.stocktrader.bench..";

	private static JavaClasses production;

	@BeforeAll
	static void importProductionClasses() {
		production = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
			.importPackages("org.stocktrader");
	}

	@Test
	void dataLayerSeesNoHigherModule() {
		noClasses().that()
			.resideInAPackage(DAL)
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(SERVICES, WEB, WSTEST, LOADER)
			.check(production);
	}

	@Test
	void servicesSeeNeitherWebNorBenchmarkModules() {
		noClasses().that()
			.resideInAPackage(SERVICES)
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(WEB, WSTEST, LOADER)
			.check(production);
	}

	@Test
	void wstestStandsAlone() {
		noClasses().that()
			.resideInAPackage(WSTEST)
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(DAL, SERVICES, WEB, LOADER)
			.check(production);
	}

	@Test
	void loaderSeesNeitherServicesNorWeb() {
		noClasses().that()
			.resideInAPackage(LOADER)
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(SERVICES, WEB, WSTEST)
			.check(production);
	}

	@Test
	void everyClassBelongsToAModule() {
		classes().that()
			.resideInAPackage("org.stocktrader..")
			.should()
			.resideInAnyPackage(DAL, SERVICES, WEB, WSTEST, LOADER, EDGE, BENCH)
			.check(production);
	}

	@Test
	void benchmarkHarnessSeesNoOtherModule() {
		noClasses().that()
			.resideInAPackage(BENCH)
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(DAL, SERVICES, WEB, WSTEST, LOADER, EDGE)
			.check(production);
	}

	@Test
	void sharedSoapEdgeSeesNoOtherModule() {
		noClasses().that()
			.resideInAPackage(EDGE)
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(DAL, SERVICES, WEB, WSTEST, LOADER)
			.check(production);
	}

	@Test
	void webTierCallsTheServiceApiOnly() {
		noClasses().that()
			.resideInAPackage(WEB)
			.should()
			.dependOnClassesThat(DescribedPredicate.and(JavaClass.Predicates.simpleNameEndingWith("Repository"),
					JavaClass.Predicates.resideInAPackage("org.stocktrader.dal..")))
			.orShould()
			.dependOnClassesThat()
			.haveFullyQualifiedName("org.springframework.jdbc.core.simple.JdbcClient")
			.check(production);
	}

	@Test
	void facadesNeverCallARepository() {
		noClasses().that()
			.resideInAnyPackage("org.stocktrader.services.soap..", "org.stocktrader.services.rest..")
			.should()
			.dependOnClassesThat()
			.haveSimpleNameEndingWith("Repository")
			.check(production);
	}

	@Test
	void controllersStartNoTransaction() {
		noClasses().that()
			.areAnnotatedWith(Controller.class)
			.or()
			.areAnnotatedWith(RestController.class)
			.or()
			.areAnnotatedWith(jakarta.jws.WebService.class)
			.should()
			.beAnnotatedWith(Transactional.class)
			.check(production);
		methods().that()
			.areDeclaredInClassesThat()
			.areAnnotatedWith(Controller.class)
			.or()
			.areDeclaredInClassesThat()
			.areAnnotatedWith(RestController.class)
			.should()
			.notBeAnnotatedWith(Transactional.class)
			.check(production);
	}

	@Test
	void noPackageTakesPartInACycle() {
		// every package its own slice, the base packages included; across modules the
		// rules above allow one direction only
		SlicesRuleDefinition.slices()
			.matching("org.stocktrader.(**)")
			.should()
			.beFreeOfCycles()
			// trade-dal's test classes come in its test jar, which the importer does not
			// recognise as tests
			.ignoreDependency(JavaClass.Predicates.simpleNameEndingWith("Tests"), DescribedPredicate.alwaysTrue())
			// known, not broken yet: web's WebConfiguration defines the beans of the
			// home page, the market summary view and the order tokens (the pages'
			// @WebMvcTest slices load them through it)
			.ignoreDependency(JavaClass.Predicates.resideInAPackage("org.stocktrader.web"),
					JavaClass.Predicates.resideInAnyPackage("org.stocktrader.web.home", "org.stocktrader.web.market",
							"org.stocktrader.web.order"))
			.check(production);
	}

}
