/**
 * The webhook receivers shown by <WebhookSignatureCheck>. Each one is a complete program without
 * dependencies that does what How the Bot API works asks of a receiver: it accepts an event whose
 * `X-Parley-Signature` or, during a secret rotation, `X-Parley-Signature-Next` matches (HMAC-SHA256
 * of the raw body with the bot secret, lowercase hex, compared in constant time), refuses one whose
 * `sentAt` is more than 5 minutes from its clock, answers at once, skips a `deliveryId` it has
 * processed and handles each thread's events one at a time, in arrival order.
 * tests/unit/openapiWebhookSignature.test.ts runs all three against the document's example events.
 */

export const javascriptReceiver = `// server.mjs: run with \`node server.mjs\` (Node.js 18 or later, no dependencies)
import {createHmac, timingSafeEqual} from 'node:crypto';
import {createServer} from 'node:http';

const SECRET = process.env.PARLEY_BOT_SECRET;
const PORT = Number(process.env.PORT ?? 8080);
if (!SECRET) throw new Error('Set PARLEY_BOT_SECRET to the bot secret');

/** True if a signature header matches the raw body. */
export function isValidSignature(rawBody, header, secret) {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const received = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(received, expected); // constant-time; both are 32 bytes
}

/** True if either header matches: for 24 hours after Regenerate secret, the new one signs in -Next. */
function isSigned(rawBody, headers) {
  return (
    isValidSignature(rawBody, headers['x-parley-signature'], SECRET) ||
    isValidSignature(rawBody, headers['x-parley-signature-next'], SECRET)
  );
}

/** True if sentAt is within 5 minutes of this server's clock: a replayed event is older. */
function isFresh(sentAt) {
  const time = Date.parse(sentAt);
  return Number.isFinite(time) && Math.abs(Date.now() - time) <= 5 * 60_000;
}

// Chat Center may deliver an event twice: remember each deliveryId for an hour and skip repeats.
const seen = new Map();
function isRepeat(deliveryId) {
  const now = Date.now();
  for (const [id, time] of seen) if (now - time > 3600_000) seen.delete(id);
  if (seen.has(deliveryId)) return true;
  seen.set(deliveryId, now);
  return false;
}

// Each thread's events one after the other, in arrival order; different threads in parallel.
const queues = new Map();
function enqueue(threadId, task) {
  const next = (queues.get(threadId) ?? Promise.resolve()).then(task).catch((error) => console.error(error));
  queues.set(threadId, next);
  next.then(() => queues.get(threadId) === next && queues.delete(threadId));
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
    const event = isSigned(rawBody, req.headers) ? JSON.parse(rawBody.toString('utf8')) : undefined;
    if (!event || !isFresh(event.sentAt)) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200).end(); // answer at once: Chat Center waits 5 seconds at most
    if (isRepeat(event.deliveryId)) return;
    enqueue(event.thread.id, () => handleEvent(event));
  });
}).listen(PORT);

async function handleEvent(event) {
  // Your bot: answer through the Bot API. The next event of this thread waits until this returns.
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
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class ParleyWebhook {
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(4);
    private static final Map<String, Instant> SEEN = new ConcurrentHashMap<>();
    private static final Map<Long, CompletableFuture<Void>> QUEUES = new ConcurrentHashMap<>();
    // The top-level fields of the compact JSON Chat Center sends; a bot with a JSON library
    // (Jackson, Gson) reads them with it instead.
    private static final Pattern SENT_AT = Pattern.compile("\\"sentAt\\":\\"([^\\"]+)\\"");
    private static final Pattern DELIVERY_ID = Pattern.compile("\\"deliveryId\\":\\"([^\\"]+)\\"");
    private static final Pattern THREAD_ID = Pattern.compile("\\"thread\\":\\\\{\\"id\\":(\\\\d+)");

    /** True if a signature header matches the raw body. */
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

    /** True if sentAt is within 5 minutes of this server's clock: a replayed event is older. */
    static boolean isFresh(String json) {
        Matcher sentAt = SENT_AT.matcher(json);
        try {
            return sentAt.find()
                    && Duration.between(Instant.parse(sentAt.group(1)), Instant.now()).abs().toMinutes() < 5;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** True if this deliveryId was processed in the last hour: Chat Center may deliver twice. */
    static boolean isRepeat(String deliveryId) {
        Instant now = Instant.now();
        SEEN.values().removeIf(time -> time.isBefore(now.minus(Duration.ofHours(1))));
        return SEEN.putIfAbsent(deliveryId, now) != null;
    }

    /** Runs each thread's events one after the other, in arrival order; threads in parallel. */
    static void enqueue(long threadId, Runnable task) {
        CompletableFuture<Void> next = QUEUES.compute(threadId, (id, previous) ->
                (previous == null ? CompletableFuture.<Void>completedFuture(null) : previous)
                        .thenRunAsync(task, WORKERS)
                        .exceptionally(error -> {
                            error.printStackTrace();
                            return null;
                        }));
        next.whenComplete((ignored, error) -> QUEUES.remove(threadId, next));
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
            // For 24 hours after Regenerate secret, the new secret signs in X-Parley-Signature-Next.
            boolean signed = isValidSignature(rawBody, exchange.getRequestHeaders().getFirst("X-Parley-Signature"), secret)
                    || isValidSignature(rawBody, exchange.getRequestHeaders().getFirst("X-Parley-Signature-Next"), secret);
            String json = new String(rawBody, StandardCharsets.UTF_8);
            boolean valid = "POST".equals(exchange.getRequestMethod()) && signed && isFresh(json);
            exchange.sendResponseHeaders(valid ? 200 : 401, -1); // answer at once: 5 seconds at most
            exchange.close();
            Matcher deliveryId = DELIVERY_ID.matcher(json);
            Matcher threadId = THREAD_ID.matcher(json);
            if (valid && deliveryId.find() && threadId.find() && !isRepeat(deliveryId.group(1))) {
                enqueue(Long.parseLong(threadId.group(1)), () -> handleEvent(json, deliveryId.group(1)));
            }
        });
        server.start();
    }

    static void handleEvent(String json, String deliveryId) {
        // Your bot: answer through the Bot API. The next event of this thread waits until this returns.
        System.out.println("Event " + deliveryId + " handled: " + json.length() + " characters");
    }
}
`;

export const kotlinReceiver = `// ParleyWebhook.kt: Kotlin on Java 17 or later, no dependencies besides the standard library
import com.sun.net.httpserver.HttpServer
import java.net.InetSocketAddress
import java.security.MessageDigest
import java.time.Duration
import java.time.Instant
import java.util.HexFormat
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Executors
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private val SIGNATURE = Regex("sha256=[0-9a-f]{64}")
// The top-level fields of the compact JSON Chat Center sends; a bot with a JSON library
// (kotlinx.serialization, Jackson) reads them with it instead.
private val SENT_AT = Regex("\\"sentAt\\":\\"([^\\"]+)\\"")
private val DELIVERY_ID = Regex("\\"deliveryId\\":\\"([^\\"]+)\\"")
private val THREAD_ID = Regex("\\"thread\\":\\\\{\\"id\\":(\\\\d+)")
private val workers = Executors.newFixedThreadPool(4)
private val seen = ConcurrentHashMap<String, Instant>()
private val queues = ConcurrentHashMap<Long, CompletableFuture<Void>>()

/** True if a signature header matches the raw body. */
fun isValidSignature(rawBody: ByteArray, header: String?, secret: String): Boolean {
    if (header == null || !SIGNATURE.matches(header)) return false
    val received = HexFormat.of().parseHex(header.removePrefix("sha256="))
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(Charsets.UTF_8), "HmacSHA256"))
    val expected = mac.doFinal(rawBody)
    return MessageDigest.isEqual(expected, received) // constant-time comparison
}

/** True if sentAt is within 5 minutes of this server's clock: a replayed event is older. */
fun isFresh(json: String): Boolean {
    val sentAt = SENT_AT.find(json)?.groupValues?.get(1) ?: return false
    val time = runCatching { Instant.parse(sentAt) }.getOrNull() ?: return false
    return Duration.between(time, Instant.now()).abs() < Duration.ofMinutes(5)
}

/** True if this deliveryId was processed in the last hour: Chat Center may deliver twice. */
fun isRepeat(deliveryId: String): Boolean {
    val now = Instant.now()
    seen.values.removeIf { it.isBefore(now.minus(Duration.ofHours(1))) }
    return seen.putIfAbsent(deliveryId, now) != null
}

/** Runs each thread's events one after the other, in arrival order; threads in parallel. */
fun enqueue(threadId: Long, task: () -> Unit) {
    val next = queues.compute(threadId) { _, previous ->
        (previous ?: CompletableFuture.completedFuture(null))
            .thenRunAsync(Runnable(task), workers)
            .exceptionally { error -> error.printStackTrace(); null }
    }!!
    next.whenComplete { _, _ -> queues.remove(threadId, next) }
}

fun main() {
    val secret = System.getenv("PARLEY_BOT_SECRET") ?: error("Set PARLEY_BOT_SECRET to the bot secret")
    val port = System.getenv("PORT")?.toInt() ?: 8080
    val server = HttpServer.create(InetSocketAddress(port), 0)
    server.createContext("/parley/webhook") { exchange ->
        val rawBody = exchange.requestBody.use { it.readAllBytes() } // the bytes as received
        // For 24 hours after Regenerate secret, the new secret signs in X-Parley-Signature-Next.
        val signed = isValidSignature(rawBody, exchange.requestHeaders.getFirst("X-Parley-Signature"), secret) ||
            isValidSignature(rawBody, exchange.requestHeaders.getFirst("X-Parley-Signature-Next"), secret)
        val json = rawBody.toString(Charsets.UTF_8)
        val valid = exchange.requestMethod == "POST" && signed && isFresh(json)
        exchange.sendResponseHeaders(if (valid) 200 else 401, -1) // answer at once: 5 seconds at most
        exchange.close()
        val deliveryId = DELIVERY_ID.find(json)?.groupValues?.get(1)
        val threadId = THREAD_ID.find(json)?.groupValues?.get(1)?.toLong()
        if (valid && deliveryId != null && threadId != null && !isRepeat(deliveryId)) {
            enqueue(threadId) { handleEvent(json, deliveryId) }
        }
    }
    server.start()
}

fun handleEvent(json: String, deliveryId: String) {
    // Your bot: answer through the Bot API. The next event of this thread waits until this returns.
    println("Event $deliveryId handled: \${json.length} characters")
}
`;

/** The tabs, in the order the pages show them (`groupId="server-language"`). */
export const RECEIVER_TABS = [
  {value: 'kotlin', label: 'Kotlin', language: 'kotlin', code: kotlinReceiver},
  {value: 'java', label: 'Java', language: 'java', code: javaReceiver},
  {value: 'javascript', label: 'JavaScript (Node.js)', language: 'javascript', code: javascriptReceiver},
] as const;
