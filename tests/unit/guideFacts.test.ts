/**
 * Facts the user guide once stated two ways, decided in CONTRIBUTING.md's "Decided facts": each
 * test quotes both sides (the page a reader meets first and the page that owns the fact, or the
 * guide and the API) and the old wording, so that a later edit cannot bring the contradiction back.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** Line breaks of the Markdown source do not count: a quote may run across two lines. */
const text = (file: string) => read(file).replace(/\s+/g, ' ');

function filesUnder(folder: string, extension: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => extension.test(file))
    .map((file) => path.join(folder, file));
}

const GUIDE = [...filesUnder('docs', /\.mdx?$/), ...filesUnder('blog', /\.mdx?$/), 'CONTRIBUTING.md'];
const DOCUMENTS = filesUnder('openapi', /\.ya?ml$/);

/** The files, among `files`, whose text holds `phrase` (case-insensitive, across line breaks). */
function filesSaying(files: string[], phrase: RegExp): string[] {
  return files.filter((file) => phrase.test(text(file)));
}

describe('the user guide states each decided fact one way', () => {
  it('hints on email, Instagram and Messenger: the answer is refused, on the channel pages as on the bot pages', () => {
    for (const channel of ['email', 'instagram', 'facebook']) {
      expect(text(`docs/admin/integrations/${channel}.md`)).toMatch(
        /\| Hints \| Refused: a bot answer with hints is not sent at all \(the Bot API answers `422 CHANNEL_NOT_SUPPORTED`, `details\.channel` names the channel\)/,
      );
    }
    expect(text('docs/chat-bot/features.md')).toMatch(
      /refused with `422 CHANNEL_NOT_SUPPORTED` and nothing of it is sent/,
    );
    expect(filesSaying(GUIDE, /\| Hints \| Not shown \||Hints are not shown at all/i)).toEqual([]);
  });

  it("the agent's first message makes a thread WAITING, in the guide and in the API", () => {
    expect(text('docs/agent/queue/sections.md')).toMatch(
      /When you send your first message, the thread moves to \*\*Waiting\*\*/,
    );
    expect(text('openapi/common.yaml')).toMatch(/`ASSIGNED` → `WAITING` \(the agent answered\) ↔ `IN_PROGRESS`/);
    expect(filesSaying([...GUIDE, ...DOCUMENTS], /`ASSIGNED` → `IN_PROGRESS`/)).toEqual([]);
  });

  it('a session that ends without Sign out keeps the shift, on the supervisor’s page and on the agent’s error page', () => {
    expect(text('docs/supervisor/settings/configure-sessions.md')).toMatch(
      /can outlast a session: a session that ends any other way does not finish the shift/,
    );
    expect(text('docs/start/error.md')).toMatch(
      /when a supervisor signs you out under \*\*Configure sessions\*\*.*Your shift goes on/,
    );
    expect(filesSaying(GUIDE, /until the agent finishes the shift or is logged out/)).toEqual([]);
  });

  it('a reopened thread goes back to the agent who held it, with the notification Thread reopened', () => {
    expect(text('docs/admin/routing/routing.md')).toMatch(
      /it goes back to the agent who held it when it was resolved, whoever resolved it .* the agent gets the notification \*\*Thread reopened\*\*/,
    );
    expect(text('docs/supervisor/threadcontrol/thread-ending.md')).toMatch(
      /goes back to the agent it was assigned to when you resolved it/,
    );
    expect(text('docs/agent/other/notifications.md')).toMatch(/\| \*\*Thread reopened\*\* \|/);
    expect(text('docs/additional-function/agent-pushconfigure.md')).toMatch(/\| \*\*Thread reopened\*\* \|/);
    expect(filesSaying([...GUIDE, ...DOCUMENTS], /(?:to|with) the agent who resolved it/i)).toEqual([]);
  });

  it('the External API tags only the threads it creates, in the agent guide and in the API', () => {
    expect(text('docs/agent/threads/thread-tag.md')).toMatch(
      /The External API puts tags only on a thread it starts \(an outgoing message's `tagIds`\) and never changes an existing thread's tags/,
    );
    expect(text('docs/admin/agent-workplace/tags.md')).toMatch(
      /it does not change the tags of an existing thread; an outgoing message can give its new thread tags \(`tagIds`\)/,
    );
    expect(
      filesSaying(
        GUIDE.filter((file) => file !== 'CONTRIBUTING.md'),
        /External API only reads tags/i,
      ),
    ).toEqual([]);
  });

  it('Active sessions lists every signed-in user with the agent role, whatever other roles they have', () => {
    const sessions = text('docs/supervisor/settings/configure-sessions.md');
    expect(sessions).toMatch(
      /\*\*Active sessions\*\* lists every signed-in user who has the agent role, whatever other roles they have/,
    );
    expect(sessions).not.toMatch(/Supervisors and administrators do not appear/);
    expect(text('docs/supervisor/quickstart/authorisation.md')).toMatch(
      /if you also have the agent role, a supervisor signed you out/,
    );
  });

  it('answers to Instagram and Messenger go only from Chat Center, during and after a lost connection', () => {
    expect(text('docs/admin/integrations/instagram.md')).toMatch(/nobody answers them in the Instagram app/);
    expect(text('docs/admin/integrations/facebook.md')).toMatch(/nobody answers them in Meta Business Suite/);
    expect(filesSaying(GUIDE, /answer them there|answer them in Meta Business Suite/)).toEqual([]);
  });

  it('every definition of FRT and AHT leaves out the threads marked No action needed', () => {
    const definitions = GUIDE.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({where: `${file}:${index + 1}`, line}))
        .filter(
          ({line}) =>
            line.startsWith('|') &&
            /First response time: from|Average handling time: from|AHT is its average/.test(line),
        ),
    );
    expect(definitions.length).toBeGreaterThan(10);
    expect(definitions.filter(({line}) => !/No action needed/.test(line)).map(({where}) => where)).toEqual([]);
    expect(text('docs/agent/threads/no-action.md')).toMatch(/The thread is excluded from FRT and AHT/);
  });
  it('a reopened thread is back in In progress, on the notifications page as on the workplace page', () => {
    expect(text('docs/agent/other/notifications.md')).toMatch(
      /within the reopen timeout: it is back in \*\*In progress\*\* as `IN_PROGRESS`/,
    );
    expect(text('docs/agent/quickstart/active-threads.md')).toMatch(
      /comes back to you in \*\*In progress\*\* as `IN_PROGRESS`/,
    );
    expect(filesSaying(GUIDE, /back in \*\*Mine\*\* as `IN_PROGRESS`/)).toEqual([]);
  });

  it('Offline keeps the shift until Finish shift or Sign out, on the agent pages as in the glossary', () => {
    for (const page of ['docs/agent/other/profile-edit.md', 'docs/agent/other/bug-log.md']) {
      expect(text(page)).toMatch(/your shift goes on until you select \*\*Finish shift\*\* or \*\*Sign out\*\*/);
    }
    expect(text('docs/info.md')).toMatch(/the shift goes on until the agent selects \*\*Finish shift\*\* or signs out/);
    expect(filesSaying(GUIDE, /your shift goes on until you select \*\*Finish shift\*\*\./)).toEqual([]);
  });

  it('after an outage, clients are written to once their threads are closed, in the guide and in the API', () => {
    expect(text('docs/supervisor/threadcontrol/thread-ending.md')).toMatch(/once their threads are `CLOSED`/);
    expect(text('docs/api/external-api/threads/bulk-close-with-comment.md')).toMatch(/409 THREAD_ALREADY_OPEN/);
    expect(filesSaying(GUIDE, /Tell the clients before you close/i)).toEqual([]);
  });
});
