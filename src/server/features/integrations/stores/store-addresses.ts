import type { TokenSigner } from '../../../lib/token-signer';

/** The signer's purpose for the token in an address of a shop that signs nothing (Gumroad). */
const pingPurpose = 'integration-store-ping';

interface AddressedConnection {
  id: string;
  connectedAt: Date | null;
}

/**
 * Where a connection's shop posts: `/api/integrations/stores/<connection id>`. A shop that signs
 * nothing gets the address with a token signed for the connection and the moment it was connected,
 * so only the address the card showed is heard, and connecting again makes a new one.
 */
export class StoreAddresses {
  constructor(private readonly deps: { publicUrl: string; signer: TokenSigner }) {}

  urlOf(connection: AddressedConnection, tokened: boolean): string {
    const url = `${this.deps.publicUrl}/api/integrations/stores/${connection.id}`;
    return tokened ? `${url}?token=${this.deps.signer.sign(pingPurpose, payloadOf(connection))}` : url;
  }

  /** Whether `token` is the one the connection's address carries now. */
  tokenHolds(connection: AddressedConnection, token: string | undefined): boolean {
    if (!token || token.length > 200 || !connection.connectedAt) return false;
    return this.deps.signer.verify(pingPurpose, token) === payloadOf(connection);
  }
}

const payloadOf = (connection: AddressedConnection) => `${connection.id}_${(connection.connectedAt?.getTime() ?? 0).toString(36)}`;
