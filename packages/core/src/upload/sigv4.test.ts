import { describe, expect, it } from "vitest";
import { sha256Hex, signV4 } from "./sigv4";

// The "GET Object" example of the Amazon S3 documentation (Authenticating Requests: AWS Signature
// Version 4, header-based auth), with its published signature.
const EXAMPLE = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
};

describe("signV4", () => {
  it("signs the S3 documentation's GET Object example like AWS does", () => {
    const headers = signV4(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: sha256Hex(""),
      },
      EXAMPLE,
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("a different secret or body gives a different signature", () => {
    const sign = (secret: string, body: string) =>
      signV4(
        {
          method: "PUT",
          url: new URL("http://127.0.0.1:9000/bucket/a.png"),
          headers: {},
          payloadHash: sha256Hex(body),
        },
        { ...EXAMPLE, secretAccessKey: secret },
        new Date("2026-11-23T00:00:00Z"),
      ).authorization;
    expect(sign("one", "x")).not.toBe(sign("two", "x"));
    expect(sign("one", "x")).not.toBe(sign("one", "y"));
  });
});
