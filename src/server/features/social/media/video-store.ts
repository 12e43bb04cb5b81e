import type { Database } from '../../../db/database';
import { PieceStore } from '../../../db/piece-store';
import { socialMediaPieces } from '../schema';

export { BrokenUpload, pieceBytes as videoPieceBytes } from '../../../db/piece-store';

/** The composer's videos, a piece a row (db/piece-store.ts). */
export class VideoStore extends PieceStore {
  constructor(db: Database) {
    super(db, {
      table: socialMediaPieces,
      fileId: socialMediaPieces.mediaId,
      position: socialMediaPieces.position,
      data: socialMediaPieces.data,
    });
  }
}
