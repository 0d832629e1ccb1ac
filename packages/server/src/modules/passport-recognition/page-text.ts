/**
 * The printed fields of the passport's main page, read from OCR's lines by their labels
 * (ФАМИЛИЯ, ИМЯ, ОТЧЕСТВО, ДАТА РОЖДЕНИЯ, ДАТА ВЫДАЧИ) and the series and number printed down the
 * right edge. Pure functions over text; `recognize.ts` runs the OCR.
 */
export interface OcrLine {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Tesseract's confidence (0–100) of each word of `text`, in order. */
  confidences?: number[];
}

/** Tesseract's TSV output as lines of words with their boxes. */
export function linesOfTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine & { words: string[]; confidences: number[] }>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    // A word with a space inside would shift the confidences against the words: split text on none.
    const word = cells[11]!.trim().replace(/\s+/g, '');
    if (!word) continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    const confidence = Math.max(0, Number(cells[10]) || 0);
    const key = cells.slice(1, 5).join('.');
    const line = lines.get(key);
    if (!line) {
      lines.set(key, {
        text: '',
        words: [word],
        confidences: [confidence],
        left,
        top,
        right: left + width,
        bottom: top + height,
      });
    } else {
      line.words.push(word);
      line.confidences.push(confidence);
      line.left = Math.min(line.left, left);
      line.top = Math.min(line.top, top);
      line.right = Math.max(line.right, left + width);
      line.bottom = Math.max(line.bottom, top + height);
    }
  }
  return [...lines.values()]
    .map(({ words, ...box }) => ({ ...box, text: words.join(' ') }))
    .sort((a, b) => a.top - b.top || a.left - b.left);
}

export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

// OCR's Latin look-alikes of Cyrillic capitals, read back as Cyrillic inside a Cyrillic word.
const latinToCyrillic: Record<string, string> = {
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', Y: 'У',
}; // prettier-ignore

const normalizeWord = (word: string) =>
  word
    .toUpperCase()
    .replace(/[ABCEHKMOPTXY]/g, (char) => latinToCyrillic[char]!)
    .replace(/[^А-ЯЁ0-9.-]/g, '');

/** Where a label's words end in a line (index of the first word after it), or -1. */
function labelEnd(words: string[], label: string[], tolerance: number): number {
  for (let start = 0; start < words.length; start++) {
    // A short label ("ИМЯ") is matched loosely only where a line starts with it.
    if (label.join('').length <= 3 && start === 0 && editDistance(words[0]!, label[0]!) <= 1 && words.length > 1)
      return 1;
    // The label's words run together ("ДАТАВЫДАЧИ"), or its words one by one.
    if (label.length > 1 && editDistance(words[start]!.replace(/[^А-ЯЁ]/g, ''), label.join('')) <= tolerance)
      return start + 1;
    const joined = words.slice(start, start + label.length).join('');
    if (joined && editDistance(joined.replace(/[^А-ЯЁ]/g, ''), label.join('')) <= tolerance)
      return start + label.length;
  }
  return -1;
}

export type TextField = 'lastName' | 'firstName' | 'middleName' | 'birthDate' | 'issueDate';

const labels: Record<TextField, { words: string[]; tolerance: number }> = {
  lastName: { words: ['ФАМИЛИЯ'], tolerance: 2 },
  firstName: { words: ['ИМЯ'], tolerance: 0 },
  middleName: { words: ['ОТЧЕСТВО'], tolerance: 2 },
  birthDate: { words: ['ДАТА', 'РОЖДЕНИЯ'], tolerance: 3 },
  issueDate: { words: ['ДАТА', 'ВЫДАЧИ'], tolerance: 2 },
};

/**
 * What the printed text gave for a field: a value (with OCR's lowest confidence over its words,
 * where known, and for the edge number how many copies agreed), or found-but-unreadable, or not found.
 */
export type TextReading = { value: string; confidence?: number; copies?: number } | { unreadable: true } | null;

export const isRead = (reading: TextReading): reading is { value: string } => reading !== null && 'value' in reading;

/** A word of a line as the labels and values are matched: normalized, with its OCR confidence. */
interface Word {
  text: string;
  confidence?: number;
}

const nameWord = /^[А-ЯЁ]{2,}(-[А-ЯЁ]{2,})?$/;

const lowest = (words: Word[]): number | undefined => {
  const known = words.map((word) => word.confidence).filter((value) => value !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
};
const withConfidence = (value: string, words: Word[]): TextReading => {
  const confidence = lowest(words);
  return confidence === undefined ? { value } : { value, confidence };
};

/** A name as printed: the Cyrillic words after the label (a double name keeps its space or hyphen). */
function nameOf(words: Word[]): TextReading {
  // A tail split off a word ("АНАТОЛ ЬЕВНА") is kept as a word, so that the space shows and is marked.
  const kept = words.filter((word) => nameWord.test(word.text));
  // A trailing short word is the next label's ("ПОЛ") or noise.
  if (kept.length === 0) return { unreadable: true };
  // A short second word OCR doubted is a speck of the background read as letters ("СЕРГЕЕВИЧ ЕО").
  const second = kept[1];
  if (second && second.text.length <= 2 && (second.confidence ?? 100) < 60) kept.splice(1);
  const taken = kept.slice(0, 2);
  return withConfidence(taken.map((word) => word.text).join(' '), taken);
}

/** A DD.MM.YYYY date after the label, as YYYY-MM-DD; unreadable when it is not a real date. */
function dateOfText(words: Word[]): TextReading {
  const text = words.map((word) => word.text).join(' ');
  const match = /(\d{2})\s*[.,:\s]\s*(\d{2})\s*[.,:\s]\s*(\d{4})/.exec(text);
  if (!match) return { unreadable: true };
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return { unreadable: true };
  if (iso < '1900-01-01' || date.getTime() > Date.now()) return { unreadable: true };
  // The words the date was read from: those up to the end of the match.
  let length = 0;
  const used = words.filter((word) => {
    const starts = length;
    length += word.text.length + 1;
    return starts < match.index + match[0].length && /\d/.test(word.text);
  });
  return withConfidence(iso, used);
}

const wordsOf = (line: string | OcrLine): Word[] => {
  const text = typeof line === 'string' ? line : line.text;
  const confidences = typeof line === 'string' ? undefined : line.confidences;
  return text
    .split(/\s+/)
    .map((raw, i) => ({ text: normalizeWord(raw), confidence: confidences?.[i] }))
    .filter((word) => word.text);
};

const isLabelLine = (words: Word[]) =>
  (Object.keys(labels) as TextField[]).some(
    (field) =>
      labelEnd(
        words.map((word) => word.text),
        labels[field].words,
        labels[field].tolerance,
      ) >= 0,
  );

/**
 * Where a name may stand when its label's line holds none, nearest first: with boxes (tesseract's
 * TSV), a line on the same row to the right of the label (page segmentation splits a row in two),
 * then a line just under it (pages that print the value under its label); without, the next line.
 */
function valueLinesOf(lines: (string | OcrLine)[], index: number): number[] {
  const label = lines[index]!;
  const height = typeof label === 'string' ? 0 : label.bottom - label.top;
  if (typeof label === 'string' || height <= 0) return index + 1 < lines.length ? [index + 1] : [];
  const centre = (line: OcrLine) => (line.top + line.bottom) / 2;
  const boxed = lines
    .map((line, at) => ({ line, at }))
    .filter((entry): entry is { line: OcrLine; at: number } => entry.at !== index && typeof entry.line !== 'string');
  const sameRow = boxed
    .filter(({ line }) => Math.abs(centre(line) - centre(label)) <= height * 0.6 && line.left >= label.right - height)
    .sort((a, b) => a.line.left - b.line.left);
  const below = boxed
    .filter(
      ({ line }) =>
        line.top > label.top + height * 0.6 &&
        line.top <= label.bottom + height * 2 &&
        line.left < label.right + height * 4 &&
        line.right > label.left,
    )
    .sort((a, b) => a.line.top - b.line.top);
  return [...sameRow, ...below].map(({ at }) => at);
}

/**
 * The five labelled fields of the page's lines (filling what `earlier`, another reading of the
 * page, lacks). A name is read after its label, or where `valueLinesOf` finds it when the label
 * stands alone.
 */
export function readLabelledFields(
  lines: (string | OcrLine)[],
  earlier?: Record<TextField, TextReading>,
): Record<TextField, TextReading> {
  const result: Record<TextField, TextReading> = earlier
    ? { ...earlier }
    : { lastName: null, firstName: null, middleName: null, birthDate: null, issueDate: null };
  const wordLines = lines.map(wordsOf);
  wordLines.forEach((words, index) => {
    const texts = words.map((word) => word.text);
    for (const field of Object.keys(labels) as TextField[]) {
      if (isRead(result[field])) continue;
      const { words: label, tolerance } = labels[field];
      const end = labelEnd(texts, label, tolerance);
      if (end < 0) continue;
      const rest = words.slice(end);
      if (field === 'birthDate' || field === 'issueDate') {
        // The date's label shares its line with another (Пол, Код подразделения): read up to that one.
        result[field] = dateOfText(rest) ?? result[field];
        continue;
      }
      const next = rest.findIndex((word) => ['ПОЛ', 'ДАТА', 'МЕСТО'].includes(word.text));
      const own = nameOf(next >= 0 ? rest.slice(0, next) : rest);
      if (isRead(own)) {
        result[field] = own;
        continue;
      }
      const apart = valueLinesOf(lines, index)
        .map((at) => wordLines[at]!)
        .find((candidate) => !isLabelLine(candidate) && isRead(nameOf(candidate)));
      result[field] = apart ? nameOf(apart) : own;
    }
  });
  return result;
}

/**
 * The series and number printed down the right edge (each page carries a copy): "SS SS NNNNNN".
 * A value when the copies read agree (or one copy was read); unreadable when they disagree.
 */
export function readEdgeNumber(text: string): TextReading {
  const digits = text.replace(/[^0-9\n ]/g, ' ');
  const copies = [...digits.matchAll(/(\d{2})\s?(\d{2})\s?(\d{6})(?!\d)/g)].map((match) => match.slice(1).join(''));
  if (copies.length === 0) return /\d{4,}/.test(digits) ? { unreadable: true } : null;
  const distinct = new Set(copies);
  return distinct.size === 1 ? { value: copies[0]!, copies: copies.length } : { unreadable: true };
}
