package solar.es.agent;

import java.lang.instrument.Instrumentation;

/** Minimal stand-in for Elasticsearch's entitlement agent (not published on Maven Central):
 *  ES self-attaches this jar and passes the name of its EntitlementInitialization class. */
public class EntitlementAgent {
    public static void agentmain(String initClassName, Instrumentation inst) throws Exception {
        Class<?> init = Class.forName(initClassName);
        init.getMethod("initialize", Instrumentation.class).invoke(null, inst);
    }
}
