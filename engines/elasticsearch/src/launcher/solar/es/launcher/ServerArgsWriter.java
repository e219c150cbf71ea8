package solar.es.launcher;

import org.elasticsearch.bootstrap.ServerArgs;
import org.elasticsearch.common.io.stream.OutputStreamStreamOutput;
import org.elasticsearch.common.settings.KeyStoreWrapper;
import org.elasticsearch.env.Environment;
import org.elasticsearch.node.InternalSettingsPreparer;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Replacement for Elasticsearch's server-cli (not published on Maven Central): computes the node settings
 * (config/elasticsearch.yml + -Ekey=value args) and writes the serialized ServerArgs to stdout, which is
 * what org.elasticsearch.bootstrap.Elasticsearch reads from its stdin.
 * Usage: ServerArgsWriter <es home> [-Ekey=value ...]
 */
public class ServerArgsWriter {
    public static void main(String[] args) throws Exception {
        Path home = Path.of(args[0]).toAbsolutePath();
        Map<String, String> props = new HashMap<>();
        props.put("path.home", home.toString());
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("-E") || !a.contains("=")) throw new IllegalArgumentException("expected -Ekey=value, got " + a);
            String kv = a.substring(2);
            int eq = kv.indexOf('=');
            props.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        Environment env = InternalSettingsPreparer.prepareEnvironment(
            org.elasticsearch.common.settings.Settings.EMPTY, props, home.resolve("config"), () -> System.getenv().getOrDefault("HOSTNAME", "node-1"));
        KeyStoreWrapper keystore = KeyStoreWrapper.create(); // empty, in-memory keystore
        ServerArgs serverArgs = new ServerArgs(false, false, null, keystore, env.settings(), env.configDir(), env.logsDir());
        OutputStreamStreamOutput out = new OutputStreamStreamOutput(System.out);
        serverArgs.writeTo(out);
        out.flush();
    }
}
