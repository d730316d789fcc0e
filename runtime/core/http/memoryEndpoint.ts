// A request as an in-memory endpoint sees it, and the endpoint itself: what stories and unit tests put
// behind the HTTP client's adapter (stories/fixtures/memoryCrud.ts) and what a widget's fake endpoints
// answer with (widgets/schema-designer/designerFake.ts). Defined here so both use one type and product
// code never imports from stories/.

/** A request: its path below the API base, its query parameters and its JSON body. */
export interface MemoryRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** Answers a request with an envelope, or with undefined to leave it to the next endpoint. */
export type MemoryEndpoint = (request: MemoryRequest) => unknown;
