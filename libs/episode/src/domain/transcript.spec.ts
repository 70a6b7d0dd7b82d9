import { InvalidInput } from '@harmony/platform/domain';
import { INVALID_TRANSCRIPT, parseTranscript, toWebVtt, TRANSCRIPT_MAX_CUES, transcriptFromSegments, vttTimestamp } from './transcript.js';

/** The message a refused file gets, on the `transcript` field. */
function refusal(source: string): string {
  try {
    parseTranscript(source);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).code).toBe(INVALID_TRANSCRIPT);
    const [problem] = (error as InvalidInput).fieldErrors;
    expect(problem?.field).toBe('transcript');
    return problem?.message ?? '';
  }
  throw new Error('The file was accepted.');
}

const VTT = `WEBVTT - our show
Kind: captions

NOTE written by hand,
over two lines

STYLE
::cue { color: lime }

intro
00:00:09.000 --> 00:00:12.500 align:start
<v Ana>Welcome back</v> to the show &amp; thanks

00:01.000 --> 00:04.000
Two lines,
<i>in order</i>

1:02:03.250 --> 1:02:05.000
Late
`;

const SRT = `1
00:00:01,000 --> 00:00:04,000
{\\an8}Hello <b>there</b>

2
00:00:05,500 --> 00:00:07,000 X1:10 X2:20
Second
cue
`;

describe(parseTranscript.name, () => {
  it('reads WebVTT into plain-text cues sorted by start, skipping its header, notes and styles', () => {
    expect(parseTranscript(VTT).cues).toEqual([
      { startSeconds: 1, endSeconds: 4, text: 'Two lines,\nin order' },
      { startSeconds: 9, endSeconds: 12.5, text: 'Ana: Welcome back to the show & thanks' },
      { startSeconds: 3723.25, endSeconds: 3725, text: 'Late' },
    ]);
  });

  it('reads SRT, with Windows line ends and a byte-order mark', () => {
    expect(parseTranscript(`\uFEFF${SRT.replace(/\n/g, '\r\n')}`).cues).toEqual([
      { startSeconds: 1, endSeconds: 4, text: 'Hello there' },
      { startSeconds: 5.5, endSeconds: 7, text: 'Second\ncue' },
    ]);
  });

  it('names the line of a cue whose end is before its start', () => {
    const source = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nfine\n\n00:00:09.000 --> 00:00:05.000\nbackwards\n';
    expect(refusal(source)).toBe("Line 6: the cue's end 00:00:05.000 is before its start 00:00:09.000.");
    expect(refusal('1\n00:00:03,000 --> 00:00:03,000\nzero\n')).toBe("Line 2: the cue's end 00:00:03,000 is not after its start 00:00:03,000.");
  });

  it('names the line of a cue without its arrow', () => {
    expect(refusal('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nfine\n\n00:00:03.000 00:00:04.000\nno arrow\n')).toBe(
      'Line 7: this cue has no timing line such as "00:00:01.000 --> 00:00:04.000" (its arrow --> is missing).',
    );
    expect(refusal('1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:03,000 - 00:00:04,000\nno arrow\n')).toMatch(/^Line 6: this cue has no timing line such as "00:00:01,000 --> 00:00:04,000"/);
  });

  it('names the line and the text of a malformed timestamp', () => {
    expect(refusal('WEBVTT\n\n00:00:1.000 --> 00:00:02.000\ntext\n')).toBe('Line 3: "00:00:1.000" is not a timestamp such as 00:01:02.500.');
    expect(refusal('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\ncomma in WebVTT\n')).toBe('Line 3: "00:00:01,000" is not a timestamp such as 00:01:02.500.');
    expect(refusal('1\n00:61:00,000 --> 00:62:00,000\nno such minute\n')).toBe('Line 2: "00:61:00,000" is not a timestamp such as 00:01:02,500.');
  });

  it('refuses an empty file, one of neither format, one without text, and a cue glued to the header', () => {
    expect(refusal('  \n\n')).toBe('The transcript file is empty.');
    expect(refusal('Hello, this is a text file.\nNothing timed.')).toBe(
      'This is neither WebVTT nor SRT: a WebVTT file starts with the line "WEBVTT", an SRT file with a cue number and a timing line such as "00:00:01,000 --> 00:00:04,000"; line 1 reads "Hello, this is a text file.".',
    );
    expect(refusal('WEBVTT\n\nNOTE only a comment\n')).toBe('This WebVTT file has no cue with text.');
    expect(refusal('WEBVTT\n00:00:01.000 --> 00:00:02.000\nglued\n')).toBe('Line 2: a blank line must separate the WEBVTT header from the first cue.');
  });

  it('refuses more cues, or more bytes, than an episode keeps', () => {
    const cue = (index: number) => `${vttTimestamp(index)} --> ${vttTimestamp(index + 0.5)}\nx`;
    const many = `WEBVTT\n\n${Array.from({ length: TRANSCRIPT_MAX_CUES + 1 }, (_, index) => cue(index)).join('\n\n')}\n`;
    expect(refusal(many)).toBe('The transcript has 20001 cues: at most 20,000 are accepted.');
    expect(refusal(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(2 * 1024 * 1024)}\n`)).toBe('The transcript is larger than 2 MB.');
  });
});

describe(toWebVtt.name, () => {
  it('writes a WebVTT file that reads back as the same cues, its text escaped', () => {
    const transcript = { cues: [{ startSeconds: 0.5, endSeconds: 3725.125, text: 'A <b> & --> C\nline two' }] };
    const written = toWebVtt(transcript);
    expect(written).toBe('WEBVTT\n\n1\n00:00:00.500 --> 01:02:05.125\nA &lt;b&gt; &amp; --&gt; C\nline two\n');
    expect(parseTranscript(written)).toEqual(transcript);
    expect(parseTranscript(toWebVtt(parseTranscript(SRT)))).toEqual(parseTranscript(SRT));
  });
});

describe(transcriptFromSegments.name, () => {
  it('keeps the usable segments of a machine transcript, sorted, and answers null when none is left', () => {
    expect(
      transcriptFromSegments([
        { startSeconds: 5, endSeconds: 6.0004, text: ' later ' },
        { startSeconds: 1, endSeconds: 1, text: 'no time' },
        { startSeconds: 0, endSeconds: 2, text: '   ' },
        { startSeconds: -1, endSeconds: 2, text: 'before the start' },
        { startSeconds: 2, endSeconds: 3, text: 'first' },
      ]),
    ).toEqual({ cues: [{ startSeconds: 2, endSeconds: 3, text: 'first' }, { startSeconds: 5, endSeconds: 6, text: 'later' }] });
    expect(transcriptFromSegments([{ startSeconds: 1, endSeconds: Number.NaN, text: 'x' }])).toBeNull();
  });
});
