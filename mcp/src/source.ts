/**
 * Where the server reads the site: the published site over HTTP(S) (`--site`) or a local build
 * (`--build`). Every file is read once per session and kept, failures excepted (a page that was
 * missing, or a site that was down, is asked again next time).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A failure to put to the assistant as it is: one sentence saying what was wrong. */
export class ToolError extends Error {}

/** A file the site does not have (404), as opposed to a site that cannot be reached. */
export class NotFound extends ToolError {}

export class Source {
  private readonly files = new Map<string, Promise<string>>();

  private constructor(
    /** `https://docs.parley.example`, or the build folder. */
    readonly location: string,
    private readonly kind: 'site' | 'build',
  ) {}

  static site(url: string): Source {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ToolError(`--site needs an absolute http(s) address, not "${url}".`);
    }
    if (!/^https?:$/.test(parsed.protocol)) throw new ToolError(`--site needs an http(s) address, not "${url}".`);
    return new Source(parsed.origin + parsed.pathname.replace(/\/+$/, ''), 'site');
  }

  static build(dir: string): Source {
    return new Source(path.resolve(dir), 'build');
  }

  /** A file of the site by its path (`/llms.txt`), as text. */
  text(filePath: string): Promise<string> {
    let file = this.files.get(filePath);
    if (!file) {
      file = this.kind === 'site' ? this.fetchFile(filePath) : this.readFile(filePath);
      file.catch(() => this.files.delete(filePath));
      this.files.set(filePath, file);
    }
    return file;
  }

  async json(filePath: string): Promise<unknown> {
    return JSON.parse(await this.text(filePath)) as unknown;
  }

  private async fetchFile(filePath: string): Promise<string> {
    const url = `${this.location}${filePath}`;
    let response: Response;
    try {
      response = await fetch(url, {signal: AbortSignal.timeout(20_000)});
    } catch (error) {
      const cause = (error as {cause?: {code?: string; message?: string}}).cause;
      throw new ToolError(
        `The docs site ${this.location} cannot be reached (${cause?.code ?? cause?.message ?? (error as Error).message}): ` +
          'check the address given to --site and the network, then try again.',
      );
    }
    if (response.status === 404) throw new NotFound(`${url} does not exist (404).`);
    if (!response.ok) {
      throw new ToolError(
        `The docs site answered ${response.status} ${response.statusText} for ${url}: try again later.`,
      );
    }
    return response.text();
  }

  private async readFile(filePath: string): Promise<string> {
    const file = path.join(this.location, filePath);
    // A path from the assistant stays inside the build.
    if (!file.startsWith(this.location + path.sep)) throw new NotFound(`${filePath} is not a file of the site.`);
    try {
      return await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new NotFound(`${filePath} does not exist in ${this.location}.`);
      throw new ToolError(`${file} cannot be read: ${(error as Error).message}.`);
    }
  }
}
