/** Typed ahead of the prompt that is reading: the next line belongs to the next prompt. */
let typedAhead = '';

/**
 * Reads a line from the terminal without echoing it. Pasting works (several characters arrive at
 * once); Backspace edits, Ctrl-C aborts.
 */
export function readHiddenLine(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const consume = (text: string): boolean => {
      const chars = [...text];
      for (let index = 0; index < chars.length; index += 1) {
        const char = chars[index]!;
        if (char === '\r' || char === '\n') {
          typedAhead = chars.slice(index + 1).join('').replace(/^\n/, '');
          finish();
          return true;
        }
        if (char === '\u0003' || (char === '\u0004' && value === '')) {
          finish(new Error('Cancelled.'));
          return true;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
      return false;
    };
    const onData = (chunk: Buffer) => void consume(chunk.toString('utf8'));
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
    const pending = typedAhead;
    typedAhead = '';
    consume(pending);
  });
}
