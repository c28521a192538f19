// Tabletop Arena: a seat's private screen. Plain script, no framework, no build step.
// It draws the page the server sends (what this seat may know, and what it may do)
// and sends back the action of the button tapped. See game/phone/server.py for the messages.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);

  // The join page: a code typed in goes to /c/CODE.
  const form = $("join");
  if (form) {
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const code = $("code").value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
      if (code) location.href = "/c/" + encodeURIComponent(code);
    });
    return;
  }

  const token = location.pathname.split("/").pop();
  const ui = {
    connecting: "Connecting…", offline: "Connection lost: trying again…", taken: "Another phone took this seat.",
    take_back: "Take it back", ended: "This game is over.", back: "Back", sent: "Sent", refused: "Refused",
    wait: "Waiting", gone: "This address no longer works: scan your seat's code on the TV again.",
  };
  let ws = null;
  let page = null;
  let path = [];
  let nextId = 1;
  let pending = null;
  let retry = 0;
  let refused = 0; // links closed before the server said hello: the address may be gone
  let stopped = false;
  let timer = null;

  function t(key) { return ui[key] || key; }

  // A short line under the header, over nothing a thumb needs: "Done" for a moment, a refusal longer.
  function toast(text, kind) {
    const el = $("toast");
    el.textContent = words(text);
    el.className = kind || "";
    el.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { el.hidden = true; }, kind === "good" ? 900 : 2600);
  }

  // French puts a space before ! ? : ; and inside « »: a non-breaking one, so the mark never sits alone on a line.
  function words(text) {
    return String(text).replace(/ ([!?:;»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
  }

  function cover(text, button, onClick) {
    $("cover-text").textContent = text;
    const b = $("cover-button");
    b.hidden = !button;
    b.textContent = button || "";
    b.onclick = onClick || null;
    $("cover").hidden = false;
  }

  function setState(text) {
    const el = $("state");
    el.textContent = text;
    el.hidden = !text;
  }

  function connect() {
    if (stopped || (ws && ws.readyState <= 1)) return;
    clearTimeout(timer);
    setState(retry ? t("offline") : t("connecting"));
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(proto + "//" + location.host + "/ws/" + token);
    let greeted = false;
    ws.onopen = () => { retry = 0; setState(""); };
    ws.onmessage = (e) => { greeted = true; refused = 0; receive(JSON.parse(e.data)); };
    ws.onclose = () => {
      ws = null;
      pending = null;
      if (stopped) return;
      if (!greeted && ++refused >= 2) { // refused twice: is this address still a seat's (a new game, a seat freed)?
        fetch(location.pathname, { method: "HEAD", cache: "no-store" }).then((r) => {
          if (r.status === 404) { stopped = true; clearTimeout(timer); setState(""); cover(t("gone")); }
        }).catch(() => {}); // no network: keep trying, the phone may come back
      }
      retry += 1;
      setState(t("offline"));
      timer = setTimeout(connect, Math.min(5000, 500 * retry));
    };
  }

  function receive(msg) {
    if (msg.type === "hello") {
      Object.assign(ui, msg.ui || {});
    } else if (msg.type === "page") {
      page = msg.page;
      draw();
    } else if (msg.type === "ping") {
      send({ type: "pong", t: msg.t });
    } else if (msg.type === "done") {
      if (pending === msg.id) pending = null;
      if (made === msg.id) { made = null; $("np-name").value = ""; mark = { colour: null, symbol: null }; }
      toast(t("sent"), "good");
      draw();
    } else if (msg.type === "refused") {
      if (msg.id === undefined || pending === msg.id) pending = null;
      toast(msg.reason || t("refused"), "bad");
      draw();
    } else if (msg.type === "taken") {
      stopped = true;
      cover(t("taken"), t("take_back"), () => { stopped = false; retry = 0; $("cover").hidden = true; connect(); });
    } else if (msg.type === "bye") {
      stopped = true;
      cover(msg.reason || t("ended"));
    }
  }

  function send(msg) {
    if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg));
  }

  function act(choice) {
    if (pending !== null) return;
    pending = nextId++;
    send({ type: "act", id: pending, action: choice.action });
    path = [];
    draw();
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = words(text);
    return e;
  }

  function swatch(colour) {
    const s = el("span", "swatch");
    s.style.background = colour;
    return s;
  }

  // Sections marked "top" (the seat's own secrets) go above the choices, the rest below them.
  function drawSections(box, top) {
    box.replaceChildren();
    for (const section of page.sections) {
      if (!!section.top !== top) continue;
      const sec = el("section", section.cards ? "cards" : section.chips ? "chips" : "lines");
      sec.append(el("h3", "", section.title));
      const list = el("div", "items");
      for (const item of section.items) {
        const it = el("div", "item" + (item.tone ? " " + item.tone : ""));
        if (item.colour) it.append(swatch(item.colour));
        const words = el("div", "words");
        words.append(el("div", "text", item.text));
        if (item.sub) words.append(el("div", "sub", item.sub));
        it.append(words);
        list.append(it);
      }
      sec.append(list);
      box.append(sec);
    }
  }

  function startsWith(p, prefix) {
    for (let i = 0; i < prefix.length; i++) if (p[i] !== prefix[i]) return false;
    return true;
  }

  function drawChoices() {
    const box = $("choices");
    box.replaceChildren();
    const here = page.choices.filter((c) => c.path.length > path.length && startsWith(c.path, path));
    if (path.length && !here.length) path = [];
    const shown = path.length ? here : page.choices;
    $("trail").hidden = !path.length;
    $("where").textContent = words(path.join(" › "));
    $("back").textContent = "‹ " + t("back");
    const seen = new Map();
    for (const c of shown) {
      const label = c.path[path.length];
      const leaf = c.path.length === path.length + 1;
      const key = label + (leaf ? "\u0000leaf" : "");
      if (seen.has(key)) continue;
      seen.set(key, true);
      // a group takes a tone or swatch only when every choice in it has the same one
      const group = leaf ? [c] : shown.filter((o) => o.path[path.length] === label && o.path.length > path.length + 1);
      const tone = group.every((o) => o.tone === c.tone) ? c.tone : "";
      const colour = group.every((o) => o.colour === c.colour) ? c.colour : "";
      const b = el("button", "choice" + (tone ? " " + tone : "") + (leaf ? "" : " more") + (c.off ? " off" : ""));
      b.type = "button";
      if (colour) b.append(swatch(colour));
      b.append(el("span", "", label));
      b.disabled = pending !== null || !!c.off; // an "off" choice only holds its place (a card that cannot go now)
      b.onclick = () => {
        if (leaf) act(c);
        else { path = path.concat([label]); draw(); }
      };
      box.append(b);
    }
    fitChoices();
  }

  // A label too long for its column (a 12-letter name, a long word) takes the whole row; one too long even for
  // that (larger text) breaks anywhere rather than run out of its button.
  function fitChoices() {
    const buttons = [...$("choices").children];
    for (const b of buttons) b.classList.remove("wide", "tight");
    for (const b of buttons) if (b.scrollWidth > b.clientWidth + 1) b.classList.add("wide");
    for (const b of buttons) if (b.scrollWidth > b.clientWidth + 1) b.classList.add("tight");
  }
  addEventListener("resize", fitChoices);

  // A board (Mana): tap a piece, then a square. It narrows the same choices the buttons show (Choice.at),
  // so the two ways never disagree; a move with several bird squares leaves those as buttons.
  function drawBoard() {
    const box = $("board");
    box.replaceChildren();
    box.hidden = !page.board;
    if (!page.board) return;
    const here = page.choices.filter((c) => c.at && !c.off && c.path.length > path.length && startsWith(c.path, path));
    const from = new Set(page.choices.filter((c) => c.at && !c.off).map((c) => c.at[0]).filter((x) => x));
    const picked = path.length && here.length && here.every((c) => c.at[0] === here[0].at[0]) ? here[0].at[0] : "";
    const dests = new Set(picked ? here.map((c) => c.at[1]) : []);
    box.style.gridTemplateColumns = "repeat(" + page.board.cols + ", 1fr)";
    for (const cell of page.board.cells) {
      const b = el("button", "cell" + (cell.mark ? " mark" : "") + (cell.name === picked ? " picked" : "") +
        (dests.has(cell.name) ? " dest" : "") + (!picked && from.has(cell.name) ? " mine" : ""));
      b.type = "button";
      b.setAttribute("aria-label", cell.name);
      b.disabled = pending !== null;
      if (cell.piece) {
        const p = el("span", "piece " + cell.piece);
        p.style.background = cell.colour || "#000";
        b.append(p);
      }
      b.append(el("span", "pips", "\u2022".repeat(cell.dots)));
      b.onclick = () => {
        if (dests.has(cell.name)) {
          const to = here.filter((c) => c.at[1] === cell.name);
          if (to.length === 1) { act(to[0]); return; }
          path = to[0].path.slice(0, 2);
        } else if (from.has(cell.name)) {
          const c = page.choices.find((o) => o.at && o.at[0] === cell.name);
          path = [c.path[0]];
        } else {
          path = [];
        }
        draw();
      };
      box.append(b);
    }
  }

  // A new profile (a lobby): the name typed on the phone's own keyboard, the mark tapped. What was typed and
  // tapped stays through every redraw (a page from the TV, a refusal), and goes only once the profile is made.
  let mark = { colour: null, symbol: null };
  let made = null;
  function drawForm() {
    const f = page.form;
    $("newprofile").hidden = !f || !!page.over;
    if (!f) { mark = { colour: null, symbol: null }; return; }
    $("np-title").textContent = words(f.title);
    const name = $("np-name");
    name.placeholder = f.placeholder;
    name.maxLength = f.max;
    $("np-colour-title").textContent = words(f.colour_title);
    $("np-symbol-title").textContent = words(f.symbol_title);
    const colour = mark.colour || f.colour;
    const symbol = mark.symbol || f.symbol;
    const hex = (f.colours.find((c) => c.id === colour) || f.colours[0]).hex;
    const colours = $("np-colours");
    colours.replaceChildren();
    for (const c of f.colours) {
      const b = el("button", c.id === colour ? "on" : "");
      b.type = "button";
      b.style.background = c.hex;
      b.setAttribute("aria-label", c.label);
      b.setAttribute("aria-pressed", String(c.id === colour));
      b.onclick = () => { mark.colour = c.id; draw(); };
      colours.append(b);
    }
    const symbols = $("np-symbols");
    symbols.replaceChildren();
    for (const s of f.symbols) {
      const b = el("button", s.id === symbol ? "on" : "", s.glyph);
      b.type = "button";
      b.style.color = hex;
      b.setAttribute("aria-label", s.label);
      b.setAttribute("aria-pressed", String(s.id === symbol));
      b.onclick = () => { mark.symbol = s.id; draw(); };
      symbols.append(b);
    }
    const make = $("np-make");
    make.textContent = words(f.make);
    make.disabled = pending !== null;
  }

  $("newprofile").addEventListener("submit", (e) => {
    e.preventDefault();
    const f = page && page.form;
    if (!f || pending !== null) return;
    const name = $("np-name").value.trim();
    made = pending = nextId++;
    send({ type: "act", id: pending, action: { kind: "new_profile", name: name,
      colour: mark.colour || f.colour, symbol: mark.symbol || f.symbol } });
    $("np-name").blur();
    draw();
  });

  function draw() {
    if (!page) return;
    document.documentElement.lang = page.lang;
    document.title = page.name + " · " + page.title;
    document.body.style.setProperty("--seat", page.colour);
    $("name").textContent = page.name;
    $("game").textContent = page.title;
    $("headline").textContent = words(page.headline);
    $("status").textContent = words(page.status);
    $("status").hidden = !page.status;
    drawSections($("top"), true);
    drawSections($("sections"), false);
    $("prompt").textContent = words(page.prompt);
    $("prompt").hidden = !page.prompt;
    drawChoices();
    drawForm();
    drawBoard();
    document.body.classList.toggle("over", !!page.over);
  }

  $("back").onclick = () => { path = path.slice(0, -1); draw(); };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !ws && !stopped) { retry = 0; connect(); }
  });
  window.addEventListener("online", () => { if (!ws && !stopped) { retry = 0; connect(); } });
  connect();
})();
