import { describe, expect, it } from "vitest";
import { compose, type Piece, withHeaders } from "@/lib/edge";
import { edgeContext } from "../helpers/edge-context";

const render = (error: unknown) => new Response(`rendered ${(error as Error).message}`, { status: 418 });

describe("compose", () => {
  it("runs the pieces outermost first around the handler, and back out in reverse", async () => {
    const order: string[] = [];
    const piece =
      (name: string): Piece =>
      async (_context, next) => {
        order.push(`${name} in`);
        const response = await next();
        order.push(`${name} out`);
        return response;
      };
    const run = compose(
      [piece("a"), piece("b")],
      () => {
        order.push("handler");
        return new Response("done");
      },
      render,
    );
    const response = await run(edgeContext(new Request("http://x.test/")));
    expect(await response.text()).toBe("done");
    expect(order).toEqual(["a in", "b in", "handler", "b out", "a out"]);
  });

  it("renders an error where it is thrown, so the pieces outside still decorate the answer", async () => {
    const decorate: Piece = async (_context, next) => withHeaders(await next(), { "X-Outer": "yes" });
    const refuse: Piece = () => {
      throw new Error("refused");
    };
    let reached = false;
    const run = compose(
      [decorate, refuse],
      () => {
        reached = true;
        return new Response("never");
      },
      render,
    );
    const response = await run(edgeContext(new Request("http://x.test/")));
    expect(reached).toBe(false);
    expect(response.status).toBe(418);
    expect(await response.text()).toBe("rendered refused");
    expect(response.headers.get("x-outer")).toBe("yes");
  });

  it("sets the headers pieces added to the context on the answer, over its own, errors included", async () => {
    const tag: Piece = (context, next) => {
      context.headers["X-Edge"] = "edge";
      return next();
    };
    const answered = compose([tag], () => new Response("ok", { headers: { "X-Edge": "handler", "X-Own": "kept" } }), render);
    const response = await answered(edgeContext(new Request("http://x.test/")));
    expect(response.headers.get("x-edge")).toBe("edge");
    expect(response.headers.get("x-own")).toBe("kept");

    const failed = compose(
      [tag],
      () => {
        throw new Error("boom");
      },
      render,
    );
    const error = await failed(edgeContext(new Request("http://x.test/")));
    expect(error.status).toBe(418);
    expect(error.headers.get("x-edge")).toBe("edge");
  });

  it("renders a handler's error too", async () => {
    const run = compose(
      [],
      () => {
        throw new Error("boom");
      },
      render,
    );
    expect((await run(edgeContext(new Request("http://x.test/")))).status).toBe(418);
  });
});

describe("withHeaders", () => {
  it("sets headers in place, and copies a response whose headers are immutable", async () => {
    const mutable = new Response("x");
    expect(withHeaders(mutable, { "X-A": "1" })).toBe(mutable);
    expect(mutable.headers.get("x-a")).toBe("1");

    const immutable = Response.redirect("http://x.test/elsewhere", 308);
    const copy = withHeaders(immutable, { "X-A": "1" });
    expect(copy.status).toBe(308);
    expect(copy.headers.get("location")).toBe("http://x.test/elsewhere");
    expect(copy.headers.get("x-a")).toBe("1");
  });
});
