// Session and token fields added by this package (module augmentation for next-auth).
import type { Region } from "@parlo/db";
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    region: Region;
    /** the AuthSession started at this sign-in */
    sid: string;
  }
  interface Session {
    user: { id: string; email: string; name: string; region: Region };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    region?: Region;
    /** the AuthSession this cookie belongs to; a signed-out session's cookie is refused */
    sid?: string;
  }
}
