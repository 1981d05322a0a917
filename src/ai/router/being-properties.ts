import nlp from 'compromise';
import { BEINGS, type Role, roleOf } from './roles.js';
import { identifierWords, nameWords, splitIdentifier, stemWord } from './text.js';

/*
 * Properties that hold the name of someone or some animal though their name is no role word:
 * `buddy`, `buyer`, `child`, `hen`, `horse`, `with`, `paid_by`, `split_with`. Read as a person, their
 * values are looked for as names (person-names.ts) and capitalised as names are.
 */

/** Whether a property's name says it holds someone's (or some animal's) name. */
export function namesBeing(name: string): boolean {
  const raw = nameWords(name);
  if (raw.length === 0) return false;
  const last = raw[raw.length - 1]!;
  // `with`, `split_with`, `shared_with`; `paid_by`, `created_by` (a verb's past before "by", not `sort_by`).
  if (last === 'with' && raw.length <= 2) return true;
  if (last === 'by' && raw.length === 2 && stemWord(raw[0]!) !== raw[0]) return true;
  return identifierWords(name).some((w) => BEINGS.has(w));
}

/**
 * The role of a free-text property: its role word's, else a person's when its name names a being,
 * else a place's when its description asks where ("Where it was lost" for `lost_at`).
 */
export function roleOfProperty(name: string, toolConcepts: Set<string>, description?: unknown): Role {
  const role = roleOf(identifierWords(name), toolConcepts);
  // `from`, `to` of a message: its description names who ("Sender name or address"), not where.
  // Not a kind of living thing (`species` "Fish species"), which names no one.
  if ((role === 'origin' || role === 'destination' || role === 'other') && typeof description === 'string' && !namesKind(name)) {
    const first = /^\s*(\p{L}+)/u.exec(description)?.[1];
    if (first && (namesBeing(first) || roleOf(identifierWords(first), toolConcepts) === 'person')) return 'person';
  }
  // A bare `name` described as someone's ("Name of the person", "Customer's full name") is theirs, not a title.
  if (role === 'title' && typeof description === 'string' && identifierWords(name).join(' ') === 'name') {
    const words = identifierWords(description.slice(0, 120));
    if (words.some((w) => BEINGS.has(w) || w === 'person' || w === 'people')) return 'person';
  }
  if (role !== 'other') return role;
  if (namesBeing(name) || namesActor(name)) return 'person';
  return typeof description === 'string' && /^\s*where\b/i.test(description) ? 'place' : role;
}

const actors = new Map<string, boolean>();
/**
 * A property named for what someone does, as compromise knows the word: `reporter`, `editor`,
 * `commander`, `customer`. Only a name of one word: `report_editor_notes` holds notes.
 */
function namesActor(name: string): boolean {
  const raw = splitIdentifier(name).trim().toLowerCase();
  if (!/^[a-z]{3,20}$/.test(raw)) return false;
  let known = actors.get(raw);
  if (known === undefined) {
    // compromise's json() output is untyped; only the one term's tags are read from it.
    const terms = (nlp(raw).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms ?? [];
    known = terms.length === 1 && (terms[0]!.tags ?? []).includes('Actor');
    actors.set(raw, known);
  }
  return known;
}

/** Property words for a kind of living thing, named in the singular whatever the count ("saw 3 bald eagles"). */
const KIND_WORDS = new Set(['species', 'breed']);

/** Whether a property holds a kind of living thing: `species`, `fish_species`, `breed`. */
export const namesKind = (name: string): boolean => nameWords(name).some((w) => KIND_WORDS.has(w));

/**
 * A kind written in the plural named in the singular: "neon tetras" is the neon tetra, "geese" the
 * goose. Only a last word compromise reads as a plural, and not one ending in "os", "us", "ss" or
 * "is" ("pothos", "cactus", "bass"), which compromise would clip.
 */
export function oneOfKind(value: string): string {
  const at = value.lastIndexOf(' ') + 1;
  const last = value.slice(at);
  if (!/^\p{Ll}+$/u.test(last) || /(?:os|us|ss|is)$/.test(last)) return value;
  const doc = nlp(last);
  if (!doc.has('#Plural')) return value;
  const one = doc.nouns().toSingular().text();
  return /^\p{Ll}+$/u.test(one) ? value.slice(0, at) + one : value;
}

/** Property names for the parts of a person's name, given name first. */
const GIVEN = new Set(['first name', 'firstname', 'given name', 'forename', 'first']);
const FAMILY = new Set(['last name', 'lastname', 'family name', 'surname', 'last']);

/**
 * "new lead Peter Gibbons at Initrode" with `first_name` and `last_name`: a whole name read into
 * one of them is split, its first word the given name and the rest the family name, where the other
 * is empty or holds the same name.
 */
export function splitFullName(
  entries: [string, unknown][],
  input: Record<string, unknown>,
  take: (name: string, value: string) => void,
): void {
  const spoken = (name: string) => nameWords(name).join(' ');
  const given = entries.find(([name]) => GIVEN.has(spoken(name)))?.[0];
  const family = entries.find(([name]) => FAMILY.has(spoken(name)))?.[0];
  if (given === undefined || family === undefined) return;
  const a = input[given];
  const b = input[family];
  const whole = [a, b].find((v): v is string => typeof v === 'string' && /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)+$/u.test(v));
  if (whole === undefined || (a !== undefined && b !== undefined && a !== b)) return;
  const at = whole.indexOf(' ');
  take(given, whole.slice(0, at));
  take(family, whole.slice(at + 1));
}
