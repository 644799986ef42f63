/**
 * An index's three files (`indexFiles.ts`) loaded in turn, and searched as far as they are in:
 * the one search of the browser's worker (`worker.ts`), the MCP server and the bench.
 */
import lunr from 'lunr';
import {RELEASE_NOTES_PATH} from '../../config/routes';
import {CONTENT_FILE_INDEXES, CONTENT_INDEX, FIRST_FILE_INDEXES, withPageFields, withTexts} from './indexFiles';
import {EDIT_DISTANCE} from './limits';
import {loadIndex, type SerializedIndex} from './loadIndex';
import {rank} from './rank';
import {DocumentType, type IndexDocument, type LoadedIndex, type SearchAnswer, type WrappedIndex} from './types';

/** One index of a file as the build writes it. */
export interface IndexPart {
  documents: IndexDocument[];
  index: SerializedIndex;
}

function loaded(parts: IndexPart[], types: readonly number[], pages: IndexDocument[]): WrappedIndex[] {
  return parts.map(({documents, index}, place) => ({
    type: types[place] as DocumentType,
    documents: withPageFields(documents, types[place], pages),
    index: loadIndex(lunr, index),
  }));
}

/** The index's first file, loaded: its titles, descriptions and keywords. */
export function loadFirstFile(parts: IndexPart[]): LoadedIndex {
  return {indexes: loaded(parts, FIRST_FILE_INDEXES, parts[0].documents), complete: false, text: false};
}

/** The index with its second file loaded: its headings and sections, without their text. */
export function withContentFile(first: LoadedIndex, parts: IndexPart[]): LoadedIndex {
  const pages = first.indexes[0].documents;
  const indexes = [...first.indexes, ...loaded(parts, CONTENT_FILE_INDEXES, pages)];
  return {indexes: indexes.sort((a, b) => a.type - b.type), complete: true, text: false};
}

/** The whole index with its sections' text, from the third file. */
export function withTextFile(whole: LoadedIndex, texts: unknown): LoadedIndex {
  return {
    indexes: whole.indexes.map((wrapped) =>
      wrapped.type === CONTENT_INDEX ? {...wrapped, documents: withTexts(wrapped.documents, texts)} : wrapped,
    ),
    complete: true,
    text: true,
  };
}

/**
 * The hits of a question, best first, at most `limit`, over the index as far as it is loaded. An
 * answer from the first file alone that is not `complete` starts the whole index's answer; it is
 * empty where the first file cannot rank the question (`rank.ts`).
 */
export function searchLoaded(index: LoadedIndex, question: string, limit: number, baseUrl = '/'): SearchAnswer {
  const {hits} = rank(index.indexes, question, {
    limit,
    releaseNotesPrefix: `${baseUrl}${RELEASE_NOTES_PATH}/`,
    editDistance: EDIT_DISTANCE,
  });
  return {results: hits, complete: index.complete, text: index.text};
}
