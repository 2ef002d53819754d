// Session and token fields added by this package (module augmentation for next-auth).
import type { Region } from "@parlo/db";
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    region: Region;
  }
  interface Session {
    user: { id: string; email: string; name: string; region: Region };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    region?: Region;
  }
}
