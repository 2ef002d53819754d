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

// The AWS Signature Version 4 test suite's credentials and clock (service "service", no
// x-amz-content-sha256 header), with the published Authorization of two of its requests.
const SUITE = {
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "service",
};
const suiteSign = (url: string) =>
  signV4(
    { method: "GET", url: new URL(url), headers: {}, payloadHash: sha256Hex(""), contentSha256Header: false },
    SUITE,
    new Date("2015-08-30T12:36:00Z"),
  );

describe("signV4", () => {
  it('matches the AWS test suite\'s "get-vanilla"', () => {
    const headers = suiteSign("https://example.amazonaws.com/");
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, " +
        "SignedHeaders=host;x-amz-date, " +
        "Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
    expect(headers["x-amz-date"]).toBe("20150830T123600Z");
    expect(headers["x-amz-content-sha256"]).toBeUndefined();
  });

  it('matches the AWS test suite\'s "get-vanilla-query-order-key-case" (sorted query)', () => {
    expect(suiteSign("https://example.amazonaws.com/?Param2=value2&Param1=value1").authorization).toMatch(
      /, Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/,
    );
  });

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
