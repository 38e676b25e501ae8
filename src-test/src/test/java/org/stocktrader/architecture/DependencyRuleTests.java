package org.stocktrader.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.stereotype.Controller;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.RestController;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The layering of STYLE.md: {@code trade-dal <- trade-services <- trade-web};
 * {@code wstest} and {@code db-loader} never see services or web; the facades and the web
 * tier never touch a repository; transactions start in the service layer only.
 */
class DependencyRuleTests {

	private static JavaClasses classes;

	@BeforeAll
	static void importProductionClasses() {
		classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
			.importPackages("org.stocktrader");
	}

	@Test
	void dataLayerSeesNoHigherModule() {
		noClasses().that(inModule("trade-dal"))
			.should()
			.dependOnClassesThat(inModule("trade-services").or(inModule("trade-web"))
				.or(inModule("wstest"))
				.or(inModule("db-loader")))
			.check(classes);
	}

	@Test
	void servicesSeeNeitherWebNorBenchmarkModules() {
		noClasses().that(inModule("trade-services"))
			.should()
			.dependOnClassesThat(inModule("trade-web").or(inModule("wstest")).or(inModule("db-loader")))
			.check(classes);
	}

	@Test
	void wstestStandsAlone() {
		noClasses().that(inModule("wstest"))
			.should()
			.dependOnClassesThat(inModule("trade-dal").or(inModule("trade-services"))
				.or(inModule("trade-web"))
				.or(inModule("db-loader")))
			.check(classes);
	}

	@Test
	void loaderSeesNeitherServicesNorWeb() {
		noClasses().that(inModule("db-loader"))
			.should()
			.dependOnClassesThat(inModule("trade-services").or(inModule("trade-web")).or(inModule("wstest")))
			.check(classes);
	}

	@Test
	void webTierCallsTheServiceApiOnly() {
		noClasses().that(inModule("trade-web"))
			.should()
			.dependOnClassesThat()
			.haveSimpleNameEndingWith("Repository")
			.orShould()
			.dependOnClassesThat()
			.haveFullyQualifiedName("org.springframework.jdbc.core.simple.JdbcClient")
			.check(classes);
	}

	@Test
	void facadesNeverCallARepository() {
		noClasses().that()
			.resideInAnyPackage("org.stocktrader.soap..", "org.stocktrader.rest..")
			.should()
			.dependOnClassesThat()
			.haveSimpleNameEndingWith("Repository")
			.check(classes);
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
			.check(classes);
		methods().that()
			.areDeclaredInClassesThat()
			.areAnnotatedWith(Controller.class)
			.or()
			.areDeclaredInClassesThat()
			.areAnnotatedWith(RestController.class)
			.should()
			.notBeAnnotatedWith(Transactional.class)
			.check(classes);
	}

	private static DescribedPredicate<JavaClass> inModule(String module) {
		return DescribedPredicate.describe("in module " + module,
				(javaClass) -> javaClass.getSource()
					.map((source) -> source.getUri().toString())
					.map((uri) -> uri.contains("/" + module + "/") || uri.contains("/" + module + "-"))
					.orElse(false));
	}

}
