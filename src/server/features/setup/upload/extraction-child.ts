// The extraction child process: reads one document's text and hands it back over IPC. It runs apart
// from the server so a document that exhausts memory, disk or time takes down only this process.
import { extractDocumentText } from './extract';
import type { ExtractionReply, ExtractionRequest } from './extract-in-child';

// The server that would kill this reader has gone (a crash, a restart): stop instead of reading on alone.
process.once('disconnect', () => process.exit(1));

process.once('message', (request: ExtractionRequest) => {
  const reply = (message: ExtractionReply) => process.send?.(message, () => process.exit(0));
  extractDocumentText(request.kind, request.file).then(
    (text) => reply({ text }),
    (error: Error) => reply({ error: error.message }),
  );
});
