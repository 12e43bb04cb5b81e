// Speaks one text with the WebAssembly build of espeak-ng (text2wav) in a process of its own: it blocks
// its event loop while it speaks and prints emscripten's warnings. Reads {text, voice, wpm} as JSON on
// stdin, writes the WAV to stdout and nothing else there.
import text2wav from 'text2wav';

console.log = console.error;
console.info = console.error;
console.warn = console.error;

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const { text, voice, wpm } = JSON.parse(input);
  // text2wav hands the text to espeak as a command-line argument: a leading space keeps espeak from
  // ever reading it as an option (getopt takes only arguments that start with '-').
  const wav = await text2wav(` ${String(text)}`, { voice: String(voice), speed: Number(wpm) });
  process.stdout.write(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
});
