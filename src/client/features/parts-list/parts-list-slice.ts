/**
 * The parts list the customer is working on (docs/behaviour.md, Parts lists): what they pasted or
 * uploaded, how its columns are read, the lookup's answer per line, and their own edits. Only what
 * cannot be derived is kept: prices, line totals and MOQ warnings follow from the chosen article and
 * the quantity (parts-list-selectors.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LookupLine } from '../../../shared/contract';
import type { TextEncoding } from '../../../shared/text-decoding';
import { appReset, authCleared } from '../session';
import type { PartsListCells, PartsListColumns } from './parse/parse-parts-list';

/**
 * Why a list was not looked up: no answer (network, 5xx), the list too long, the request refused,
 * the request refused as over the account's share (429), no line with a number in what was pasted, a file the browser could not read (not text, not a
 * workbook, or not read in time), a file larger than the page reads, or a pasted text that is.
 */
export type PartsListErrorType =
  | 'server_error' | 'too_many_lines' | 'invalid_request' | 'too_many_requests' | 'no_lines' | 'unreadable_file' | 'file_too_large' | 'text_too_large';

/** One line of the list as shown: the server's answer (or the page's own refusal) and the customer's edits. */
export interface PartsListEntry {
  /** The line's number in the customer's list (1-based); it stays when other lines are removed. */
  line: number;
  answer: LookupLine;
  /** The quantity, as looked up or as the customer changed it since. */
  qty: number;
  /** The candidate the customer chose (an index into answer.candidates); null keeps the server's choice. */
  chosen: number | null;
  /** The quantity as entered when it could not be read: the line was looked up with 1 and waits for the customer's quantity. */
  unreadableQty?: string;
}

/** The pasted text or the uploaded file, read into cells, and the columns they are read by. */
export interface PartsListSource extends PartsListCells {
  /** What was pasted, for the paste area after a reload; empty for a file, whose rows are the cells. */
  text: string;
  /** The uploaded file's name; null for a paste. */
  fileName: string | null;
  /** The encoding a text file was read in; null for a paste or an .xlsx file. */
  encoding: TextEncoding | null;
  columns: PartsListColumns;
}

export type PartsListPhase = 'idle' | 'choosingColumns' | 'lookingUp' | 'shown' | 'failed';

export interface PartsListState {
  phase: PartsListPhase;
  source: PartsListSource | null;
  entries: PartsListEntry[];
  /** Lines answered so far of those sent, while a lookup runs. */
  progress: { done: number; total: number } | null;
  error: PartsListErrorType | null;
}

export const initialPartsListState: PartsListState = { phase: 'idle', source: null, entries: [], progress: null, error: null };

/** The part of the state that survives a reload (keep-list.ts): the list, not a lookup under way. */
export type KeptPartsList = Pick<PartsListState, 'source' | 'entries'>;

export interface ListSubmission {
  text: string;
  fileName: string | null;
  /** The encoding a text file was read in (src/shared/text-decoding.ts); absent for a paste or an .xlsx file. */
  encoding?: TextEncoding;
}

/** A list with answers is shown; one read but not looked up waits for its columns and "Look up". */
function restoredPhase(kept: KeptPartsList): PartsListPhase {
  if (kept.entries.length > 0) return 'shown';
  return kept.source ? 'choosingColumns' : 'idle';
}

const partsListSlice = createSlice({
  name: 'partsList',
  initialState: initialPartsListState,
  reducers: {
    /** The header's menu or the start page asks for the parts-list page. */
    partsListOpened: () => undefined,
    /**
     * "Look up" on a paste, or a file read in the browser (a text file's text, an .xlsx file's rows
     * as tab-separated text). The page checks both first: what it refuses is never submitted.
     */
    listSubmitted: (_state, _action: PayloadAction<ListSubmission>) => undefined,
    listParsed: (state, action: PayloadAction<PartsListSource>) => {
      state.source = action.payload;
      state.error = null;
    },
    /** The parser is unsure which column is which: the customer picks before the lookup. */
    columnsNeeded: (state) => {
      state.phase = 'choosingColumns';
      state.entries = [];
    },
    columnsChosen: (state, action: PayloadAction<PartsListColumns>) => {
      if (state.source) state.source.columns = action.payload;
    },
    lookupStarted: (state, action: PayloadAction<{ total: number }>) => {
      state.phase = 'lookingUp';
      state.progress = { done: 0, total: action.payload.total };
      state.error = null;
    },
    lookupProgressed: (state, action: PayloadAction<{ done: number }>) => {
      if (state.progress) state.progress.done = action.payload.done;
    },
    lookupCancelled: (state) => {
      state.phase = state.entries.length > 0 ? 'shown' : 'idle';
      state.progress = null;
    },
    lookupFailed: (state, action: PayloadAction<PartsListErrorType>) => {
      state.phase = 'failed';
      state.progress = null;
      state.error = action.payload;
    },
    /** "Retry" after a failure: the same list, the same columns, looked up again. */
    lookupRetried: () => undefined,
    listShown: (state, action: PayloadAction<PartsListEntry[]>) => {
      state.phase = 'shown';
      state.entries = action.payload;
      state.progress = null;
      state.error = null;
    },
    /** A quantity typed on a line; it settles a quantity that could not be read. */
    qtyEdited: (state, action: PayloadAction<{ line: number; qty: number }>) => {
      const entry = state.entries.find((candidate) => candidate.line === action.payload.line);
      if (entry && entry.answer.status !== 'invalid' && Number.isInteger(action.payload.qty) && action.payload.qty >= 1) {
        entry.qty = action.payload.qty;
        delete entry.unreadableQty;
      }
    },
    candidateChosen: (state, action: PayloadAction<{ line: number; candidate: number }>) => {
      const entry = state.entries.find((candidate) => candidate.line === action.payload.line);
      if (entry && action.payload.candidate >= 0 && action.payload.candidate < entry.answer.candidates.length) entry.chosen = action.payload.candidate;
    },
    lineRemoved: (state, action: PayloadAction<number>) => {
      state.entries = state.entries.filter((entry) => entry.line !== action.payload);
    },
    /** "New list": back to an empty paste area. */
    listCleared: () => initialPartsListState,
    /** The list kept in this tab, taken back after a reload. */
    listRestored: (_state, action: PayloadAction<KeptPartsList>) => ({
      ...initialPartsListState,
      ...action.payload,
      phase: restoredPhase(action.payload),
    }),
  },
  // Everything of the customer's goes with the session: Logout, a 401, a forgotten session.
  extraReducers: (builder) => {
    builder.addCase(authCleared, () => initialPartsListState);
    builder.addCase(appReset, () => initialPartsListState);
  },
});

export const {
  partsListOpened, listSubmitted, listParsed, columnsNeeded, columnsChosen, lookupStarted, lookupProgressed, lookupCancelled, lookupFailed, lookupRetried,
  listShown, qtyEdited, candidateChosen, lineRemoved, listCleared, listRestored,
} = partsListSlice.actions;

export const partsListReducer = partsListSlice.reducer;
