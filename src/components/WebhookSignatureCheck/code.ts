/**
 * The webhook receivers shown by <WebhookSignatureCheck>. Each one is a complete program without
 * dependencies: it checks `X-Parley-Signature` (HMAC-SHA256 of the raw body with the bot secret,
 * lowercase hex, compared in constant time), answers at once and handles the event afterwards.
 * tests/unit/openapiWebhookSignature.test.ts runs the JavaScript and Java ones against the
 * examples of the OpenAPI document.
 */

export const javascriptReceiver = `// server.mjs: run with \`node server.mjs\` (Node.js 18 or later, no dependencies)
import {createHmac, timingSafeEqual} from 'node:crypto';
import {createServer} from 'node:http';

const SECRET = process.env.PARLEY_BOT_SECRET;
const PORT = Number(process.env.PORT ?? 8080);
if (!SECRET) throw new Error('Set PARLEY_BOT_SECRET to the bot secret');

/** True if the X-Parley-Signature header matches the raw body. */
export function isValidSignature(rawBody, header, secret) {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const received = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(received, expected); // constant-time; both are 32 bytes
}

createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/parley/webhook') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks); // the bytes as received, not re-serialised JSON
    if (!isValidSignature(rawBody, req.headers['x-parley-signature'], SECRET)) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200).end(); // answer at once: Chat Center waits 5 seconds at most
    const event = JSON.parse(rawBody.toString('utf8'));
    handleEvent(event).catch((error) => console.error(error));
  });
}).listen(PORT);

async function handleEvent(event) {
  // Your bot: skip deliveryId values you have already processed, then answer through the Bot API.
  console.log(\`\${event.event} \${event.deliveryId} for thread \${event.thread.id}\`);
}
`;

export const javaReceiver = `// ParleyWebhook.java: run with \`java ParleyWebhook.java\` (Java 17 or later, no dependencies)
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class ParleyWebhook {
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(4);

    /** True if the X-Parley-Signature header matches the raw body. */
    public static boolean isValidSignature(byte[] rawBody, String header, String secret) {
        if (header == null || !header.matches("sha256=[0-9a-f]{64}")) {
            return false;
        }
        byte[] received = HexFormat.of().parseHex(header.substring("sha256=".length()));
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] expected = mac.doFinal(rawBody);
            return MessageDigest.isEqual(expected, received); // constant-time comparison
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }

    public static void main(String[] args) throws IOException {
        String secret = System.getenv("PARLEY_BOT_SECRET");
        if (secret == null) {
            throw new IllegalStateException("Set PARLEY_BOT_SECRET to the bot secret");
        }
        int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "8080"));
        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        server.createContext("/parley/webhook", exchange -> {
            byte[] rawBody;
            try (InputStream in = exchange.getRequestBody()) {
                rawBody = in.readAllBytes(); // the bytes as received, not re-serialised JSON
            }
            String signature = exchange.getRequestHeaders().getFirst("X-Parley-Signature");
            boolean valid = "POST".equals(exchange.getRequestMethod()) && isValidSignature(rawBody, signature, secret);
            exchange.sendResponseHeaders(valid ? 200 : 401, -1); // answer at once: 5 seconds at most
            exchange.close();
            if (valid) {
                String json = new String(rawBody, StandardCharsets.UTF_8);
                WORKERS.execute(() -> handleEvent(json));
            }
        });
        server.start();
    }

    static void handleEvent(String json) {
        // Your bot: parse the JSON, skip deliveryId values you have already processed,
        // then answer through the Bot API.
        System.out.println("Event received: " + json.length() + " characters");
    }
}
`;

export const kotlinReceiver = `// ParleyWebhook.kt: Kotlin on Java 17 or later, no dependencies besides the standard library
import com.sun.net.httpserver.HttpServer
import java.net.InetSocketAddress
import java.security.MessageDigest
import java.util.HexFormat
import java.util.concurrent.Executors
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private val SIGNATURE = Regex("sha256=[0-9a-f]{64}")
private val workers = Executors.newFixedThreadPool(4)

/** True if the X-Parley-Signature header matches the raw body. */
fun isValidSignature(rawBody: ByteArray, header: String?, secret: String): Boolean {
    if (header == null || !SIGNATURE.matches(header)) return false
    val received = HexFormat.of().parseHex(header.removePrefix("sha256="))
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(Charsets.UTF_8), "HmacSHA256"))
    val expected = mac.doFinal(rawBody)
    return MessageDigest.isEqual(expected, received) // constant-time comparison
}

fun main() {
    val secret = System.getenv("PARLEY_BOT_SECRET") ?: error("Set PARLEY_BOT_SECRET to the bot secret")
    val port = System.getenv("PORT")?.toInt() ?: 8080
    val server = HttpServer.create(InetSocketAddress(port), 0)
    server.createContext("/parley/webhook") { exchange ->
        val rawBody = exchange.requestBody.use { it.readAllBytes() } // the bytes as received
        val signature = exchange.requestHeaders.getFirst("X-Parley-Signature")
        val valid = exchange.requestMethod == "POST" && isValidSignature(rawBody, signature, secret)
        exchange.sendResponseHeaders(if (valid) 200 else 401, -1) // answer at once: 5 seconds at most
        exchange.close()
        if (valid) {
            val json = rawBody.toString(Charsets.UTF_8)
            workers.execute { handleEvent(json) }
        }
    }
    server.start()
}

fun handleEvent(json: String) {
    // Your bot: parse the JSON (kotlinx.serialization, Jackson…), skip deliveryId values you
    // have already processed, then answer through the Bot API.
    println("Event received: \${json.length} characters")
}
`;

/** The tabs, in the order the pages show them (`groupId="server-language"`). */
export const RECEIVER_TABS = [
  {value: 'kotlin', label: 'Kotlin', language: 'kotlin', code: kotlinReceiver},
  {value: 'java', label: 'Java', language: 'java', code: javaReceiver},
  {value: 'javascript', label: 'JavaScript (Node.js)', language: 'javascript', code: javascriptReceiver},
] as const;
