import { data, UNSAFE_ErrorResponseImpl as ErrorResponse, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { LOGIN_FAILED, loginClientAction } from "./login-failure";

const failing = (error: unknown) => () => Promise.reject(error);

describe("loginClientAction", () => {
  it("shows the server's message, else the fallback", async () => {
    const msg = "Wrong email (or phone) or password.";
    expect(await loginClientAction(async () => ({ message: msg }), LOGIN_FAILED)).toEqual({
      message: msg,
    });
    expect(await loginClientAction(async () => ({ message: " " }), LOGIN_FAILED)).toEqual({
      message: LOGIN_FAILED,
    });
    expect(await loginClientAction(async () => undefined, LOGIN_FAILED)).toEqual({
      message: LOGIN_FAILED,
    });
  });

  it("lets a successful login's redirect through", async () => {
    const to = redirect("/Notice");
    await expect(loginClientAction(failing(to), LOGIN_FAILED)).rejects.toBe(to);
  });

  it("turns a network failure or a 5xx without a message into the fallback, with an error status", async () => {
    expect(
      await loginClientAction(failing(new TypeError("Failed to fetch")), LOGIN_FAILED),
    ).toEqual(data({ message: LOGIN_FAILED }, { status: 503 }));
    const bare = new ErrorResponse(500, "Internal Server Error", "<html>oops</html>");
    expect(await loginClientAction(failing(bare), LOGIN_FAILED)).toEqual(
      data({ message: LOGIN_FAILED }, { status: 500 }),
    );
  });

  it("keeps the message of an error answer that carries one", async () => {
    const thrown = new ErrorResponse(503, "", { message: "Down for maintenance." });
    expect(await loginClientAction(failing(thrown), LOGIN_FAILED)).toEqual(
      data({ message: "Down for maintenance." }, { status: 503 }),
    );
  });
});
