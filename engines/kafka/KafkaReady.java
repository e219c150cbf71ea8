import java.util.Collection;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterResult;
import org.apache.kafka.common.Node;

/**
 * Readiness probe for kafka.sh: a port that accepts connections is not yet a broker that serves;
 * this succeeds only once a metadata request returns the cluster with at least one broker.
 * Usage: KafkaReady host:port  (exit 0 = ready)
 */
public final class KafkaReady {
    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        props.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "3000");
        props.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "5000");
        try (Admin admin = Admin.create(props)) {
            DescribeClusterResult cluster = admin.describeCluster();
            Collection<Node> nodes = cluster.nodes().get(5, TimeUnit.SECONDS);
            String clusterId = cluster.clusterId().get(5, TimeUnit.SECONDS);
            int topics = admin.listTopics().names().get(5, TimeUnit.SECONDS).size();
            if (nodes.isEmpty()) {
                System.err.println("metadata answered without brokers");
                System.exit(1);
            }
            System.out.println("cluster " + clusterId + ", brokers " + nodes + ", topics " + topics);
        } catch (Exception e) {
            System.err.println("not ready: " + e);
            System.exit(1);
        }
    }
}
