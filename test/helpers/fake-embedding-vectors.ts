/**
 * A deterministic embedding "model" for tests and the retrieval bench: each word is reduced to a
 * crude stem, words of one meaning share a concept (a small synonym table), and each concept adds
 * ±1 at a hashed position; the sum is normalised. Texts that use the same or synonymous words point
 * the same way, so a query finds passages that say what it means in other words, as far as the table
 * reaches. It is no language model: no word order, no context, and collisions at `dimensions`.
 */

/** Words of one meaning → the first word of their group. */
const SYNONYMS: string[][] = [
  ['delete', 'remove', 'erase', 'unlink', 'wipe', 'purge', 'drop'],
  ['copy', 'duplicate', 'replicate', 'clone'],
  ['move', 'rename', 'relocate'],
  ['compress', 'archive', 'zip', 'gzip', 'bzip2', 'xz', 'pack', 'shrink', 'compression'],
  ['decompress', 'extract', 'unpack', 'unzip', 'uncompress', 'inflate'],
  ['search', 'find', 'locate', 'look', 'seek', 'grep', 'match', 'pattern'],
  ['list', 'show', 'display', 'print', 'enumerate', 'view'],
  ['file', 'document', 'files'],
  ['directory', 'folder', 'dir'],
  ['network', 'internet', 'socket', 'tcp', 'udp', 'connection', 'connect'],
  ['download', 'fetch', 'retrieve', 'transfer', 'get'],
  ['user', 'account', 'login', 'person'],
  ['password', 'passphrase', 'credential', 'secret'],
  ['permission', 'access', 'mode', 'chmod', 'privilege', 'right'],
  ['owner', 'ownership', 'chown'],
  ['process', 'task', 'job', 'program', 'pid'],
  ['kill', 'terminate', 'stop', 'signal', 'abort'],
  ['start', 'launch', 'run', 'execute', 'begin', 'invoke'],
  ['time', 'clock', 'date', 'timestamp', 'hour'],
  ['size', 'space', 'usage', 'capacity', 'big', 'large'],
  ['disk', 'drive', 'partition', 'filesystem', 'volume', 'mount'],
  ['memory', 'ram', 'swap'],
  ['text', 'line', 'string', 'word', 'character'],
  ['sort', 'order', 'arrange', 'rank'],
  ['count', 'number', 'tally', 'total'],
  ['compare', 'difference', 'diff', 'differ', 'cmp'],
  ['edit', 'modify', 'change', 'alter', 'update', 'replace', 'substitute'],
  ['encrypt', 'cipher', 'crypto', 'cryptographic', 'gpg', 'sign', 'signature'],
  ['hash', 'checksum', 'digest', 'sha256', 'md5', 'sum'],
  ['key', 'certificate', 'cert', 'tls', 'ssl'],
  ['remote', 'ssh', 'shell', 'secure', 'server', 'host'],
  ['package', 'install', 'apt', 'dpkg', 'software'],
  ['library', 'module', 'shared'],
  ['error', 'failure', 'fail', 'problem', 'bug', 'crash'],
  ['log', 'journal', 'record', 'message', 'syslog'],
  ['license', 'copyright', 'gpl', 'licence', 'permitted'],
  ['changelog', 'release', 'version', 'news', 'history'],
  ['terminal', 'tty', 'console', 'screen'],
  ['schedule', 'cron', 'periodic', 'timer', 'later'],
  ['compile', 'build', 'compiler', 'make', 'linker'],
  ['database', 'sql', 'query', 'table'],
  ['image', 'picture', 'photo', 'graphic'],
  ['mail', 'email', 'smtp'],
  ['web', 'http', 'url', 'browser', 'html'],
  ['help', 'manual', 'documentation', 'guide'],
  ['output', 'stdout', 'write', 'result'],
  ['input', 'stdin', 'read'],
  ['link', 'symlink', 'symbolic', 'shortcut'],
  ['first', 'head', 'beginning', 'top'],
  ['last', 'tail', 'end', 'bottom'],
  ['split', 'divide', 'cut', 'chunk', 'piece'],
  ['join', 'merge', 'combine', 'concatenate', 'cat', 'paste'],
  ['environment', 'variable', 'env'],
  ['path', 'location'],
  ['name', 'hostname', 'label'],
  ['address', 'ip', 'route', 'interface'],
  ['font', 'typeface', 'glyph'],
  ['language', 'locale', 'translation', 'i18n'],
  ['python', 'perl', 'script', 'scripting'],
];

const CONCEPT = new Map<string, string>();
for (const group of SYNONYMS) for (const word of group) if (!CONCEPT.has(stem(word))) CONCEPT.set(stem(word), group[0]!);

const STOPWORDS = new Set(
  'a an and are as at be by for from has have how i if in into is it its of on or that the their them then there these this to was what when where which who will with you your can do does not no my me we our'.split(
    ' ',
  ),
);

/** A crude English stem: enough to make "erase", "erasing", "erased" and "erases" one word. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'edly', 'ies', 'ed', 'es', 'ly', 's']) {
    if (w.length > suffix.length + 2 && w.endsWith(suffix)) {
      w = suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
      break;
    }
  }
  // A final e goes too ("erase" → "eras", as "erasing" → "eras").
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** FNV-1a over the string's UTF-16 units: a stable hash for positions and signs. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The concepts a text mentions, in order (repeats kept). */
export function concepts(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? [];
  return words.filter((w) => !STOPWORDS.has(w)).map((w) => CONCEPT.get(stem(w)) ?? stem(w));
}

/** The text's unit vector of `dimensions` (all zero for a text with no words). */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const counts = new Map<string, number>();
  for (const c of concepts(text)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const vector = new Array<number>(dimensions).fill(0);
  for (const [concept, n] of counts) {
    const h = fnv1a(concept);
    // Sub-linear in the count, so that one word repeated does not outweigh the rest of the text.
    vector[h % dimensions]! += (h & 0x8000_0000 ? -1 : 1) * (1 + Math.log(n));
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((x) => x / norm);
}
