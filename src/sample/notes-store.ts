/**
 * The sample server's notes: an in-memory store, oldest first. `bug` switches on one deliberate defect, the
 * same ones as the shared notes cases (`/work/shared/cases/notes-server.mjs`), so the effect probes have
 * something to find:
 * - `silent-skip`: saving a note whose title exists answers success and changes nothing (`probe-silent-noop`);
 * - `lose-on-write`: every new note replaces all stored notes (`probe-data-lost`);
 * - `limit-ignored`: `limit` is ignored by list and search (`probe-bound-exceeded`).
 */

/** The defects the sample server can be started with (`--bug MODE`). */
export const SAMPLE_BUGS = ["silent-skip", "lose-on-write", "limit-ignored"] as const;
export type SampleBug = (typeof SAMPLE_BUGS)[number];

/** One note. Titles are unique (exact match, case-sensitive). */
export interface Note {
  title: string;
  body: string;
  tags: string[];
}

/** What saving a note did. */
export interface SaveOutcome {
  note: Note;
  created: boolean;
}

/** The notes a fresh server starts with, so listing and searching have something to show. */
export const STARTER_NOTES: readonly Note[] = [
  { title: "welcome", body: "Notes saved here live in memory until the server stops.", tags: ["help"] },
  { title: "shopping", body: "Bread, cheese, apples and coffee beans.", tags: ["home"] },
  { title: "release checklist", body: "Update the changelog, tag the release, publish the package.", tags: ["work"] },
];

export class NotesStore {
  private notes: Note[] = STARTER_NOTES.map((n) => ({ ...n, tags: [...n.tags] }));

  constructor(private readonly bug?: SampleBug) {}

  /** Creates a note, or replaces the body and tags of the note with the same title. */
  save(title: string, body: string, tags: string[]): SaveOutcome {
    const existing = this.notes.find((n) => n.title === title);
    if (existing) {
      if (this.bug !== "silent-skip") {
        existing.body = body;
        existing.tags = [...tags];
      }
      return { note: this.bug === "silent-skip" ? { title, body, tags } : { ...existing }, created: false };
    }
    if (this.bug === "lose-on-write") this.notes = [];
    const note = { title, body, tags: [...tags] };
    this.notes.push(note);
    return { note: { ...note }, created: true };
  }

  /** The note with this exact title, or undefined. */
  get(title: string): Note | undefined {
    const n = this.notes.find((x) => x.title === title);
    return n && { ...n };
  }

  /** Up to `limit` notes, oldest first (all of them when `limit` is undefined). */
  list(limit?: number): Note[] {
    return this.cap(this.notes, limit);
  }

  /** Up to `limit` notes whose title, body or tags contain `query` (case-insensitive), oldest first. */
  search(query: string, limit?: number): Note[] {
    const q = query.toLowerCase();
    const hits = this.notes.filter((n) => [n.title, n.body, ...n.tags].some((s) => s.toLowerCase().includes(q)));
    return this.cap(hits, limit);
  }

  /** Deletes the note with this title; false when there was none. */
  delete(title: string): boolean {
    const before = this.notes.length;
    this.notes = this.notes.filter((n) => n.title !== title);
    return this.notes.length < before;
  }

  private cap(notes: Note[], limit?: number): Note[] {
    const n = limit === undefined || this.bug === "limit-ignored" ? notes.length : limit;
    return notes.slice(0, n).map((x) => ({ ...x, tags: [...x.tags] }));
  }
}
