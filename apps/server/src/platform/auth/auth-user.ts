import type { Role } from '@academia/contract/core/call';

/** The person behind a valid token, as every service sees them. */
export interface AuthUser {
  id: number;
  unique_id: string;
  tipo: number;
  is_staff: boolean;
  email: string;
  first_name: string;
  last_name: string;
  role: Role | undefined;
  /** The token this request came with, so `logout` can revoke exactly it. */
  tokenId: number;
}
