//! A small WebDriver client for the browser tests: Debian's chromium driven
//! by its chromedriver over the W3C WebDriver protocol (JSON over HTTP),
//! with reqwest, which the crate already builds. A wait that fails keeps a
//! screenshot of the page in `target/web-failures/`.
#![allow(dead_code)]

use serde_json::{Value, json};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const CHROMIUM: &str = "/usr/bin/chromium";
/// The W3C key of an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";
/// The longest a test waits for the page.
const PATIENCE: Duration = Duration::from_secs(15);

/// A chromedriver process, stopped when dropped.
pub struct Driver {
    child: Child,
    url: String,
    http: reqwest::Client,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    /// The driver, or `None` (the test then skips) when the browser is
    /// missing and `ZAMMA_SKIP_BROWSER` is set; missing otherwise, the test
    /// fails saying how to get it (CI never sets the variable).
    pub async fn start() -> Option<Driver> {
        let present = std::path::Path::new(CHROMEDRIVER).exists() && std::path::Path::new(CHROMIUM).exists();
        if !present {
            assert!(
                std::env::var_os("ZAMMA_SKIP_BROWSER").is_some(),
                "the browser tests need Debian's chromium and chromium-driver: sudo apt-get install chromium \
                 chromium-driver (.ci/run installs them); or set ZAMMA_SKIP_BROWSER=1 to skip these tests"
            );
            eprintln!("skipped: no chromium or chromedriver, and ZAMMA_SKIP_BROWSER is set");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let driver = Driver { child, url: format!("http://127.0.0.1:{port}"), http: reqwest::Client::new() };
        let start = Instant::now();
        loop {
            if let Ok(r) = driver.http.get(format!("{}/status", driver.url)).send().await
                && r.status().is_success()
            {
                break;
            }
            assert!(start.elapsed() < PATIENCE, "chromedriver did not start");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Some(driver)
    }

    /// A new headless browser with a `width`×`height` window; `name` names
    /// its screenshots. A window under 500 px wide is a phone.
    pub async fn browser(&self, name: &str, width: u32, height: u32) -> Browser {
        self.open(name, width, height, width < 500).await
    }

    /// A phone (touch, pixel ratio 2) of `width`×`height`, held upright or
    /// on its side.
    pub async fn phone(&self, name: &str, width: u32, height: u32) -> Browser {
        self.open(name, width, height, true).await
    }

    async fn open(&self, name: &str, width: u32, height: u32, is_phone: bool) -> Browser {
        let phone = json!({ "deviceMetrics": { "width": width, "height": height, "pixelRatio": 2.0, "touch": true } });
        let mut caps = json!({
            "capabilities": { "alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {
                    "binary": CHROMIUM,
                    "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--hide-scrollbars", format!("--window-size={width},{height}")],
                },
                "goog:loggingPrefs": { "browser": "ALL" },
            }}
        });
        if is_phone {
            caps["capabilities"]["alwaysMatch"]["goog:chromeOptions"]["mobileEmulation"] = phone;
        }
        let answer = call(&self.http, reqwest::Method::POST, &format!("{}/session", self.url), Some(caps)).await;
        let id = answer.unwrap_or_else(|e| panic!("no browser session: {e}"))["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        Browser { session: format!("{}/session/{id}", self.url), http: self.http.clone(), name: name.to_string() }
    }
}

async fn call(
    http: &reqwest::Client,
    method: reqwest::Method,
    url: &str,
    body: Option<Value>,
) -> Result<Value, String> {
    let mut request = http.request(method, url);
    if let Some(body) = body {
        request = request.header("content-type", "application/json").body(body.to_string());
    }
    let response = request.send().await.map_err(|e| e.to_string())?;
    let status = response.status();
    let bytes = response.bytes().await.map_err(|e| e.to_string())?;
    let value: Value =
        serde_json::from_slice(&bytes).map_err(|e| format!("{e}: {}", String::from_utf8_lossy(&bytes)))?;
    if !status.is_success() {
        return Err(format!("{status}: {}", value["value"]));
    }
    Ok(value.get("value").cloned().unwrap_or(value))
}

/// One browser window.
pub struct Browser {
    session: String,
    http: reqwest::Client,
    name: String,
}

impl Browser {
    async fn cmd(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Result<Value, String> {
        call(&self.http, method, &format!("{}{path}", self.session), body).await
    }

    pub async fn goto(&self, url: &str) {
        self.cmd(reqwest::Method::POST, "/url", Some(json!({ "url": url }))).await.unwrap();
    }

    async fn find(&self, css: &str) -> Result<String, String> {
        let found = self.cmd(reqwest::Method::POST, "/element", Some(json!({ "using": "css selector", "value": css })));
        let found = found.await?;
        Ok(found[ELEMENT].as_str().ok_or_else(|| format!("no element reference in {found}"))?.to_string())
    }

    /// Click (tap) the element `css` names, once the page shows it.
    pub async fn tap(&self, css: &str) {
        let what = format!("{css} to tap");
        self.wait_for(&format!("return !!document.querySelector({})", js_string(css)), &what).await;
        let id = self.find(css).await.unwrap();
        if let Err(e) = self.cmd(reqwest::Method::POST, &format!("/element/{id}/click"), Some(json!({}))).await {
            self.fail(&format!("could not tap {css}: {e}")).await;
        }
    }

    /// Work inside the iframe `css` names (an Activity inside the Discord
    /// client), once the page shows it; until [`Browser::leave_frame`].
    pub async fn enter_frame(&self, css: &str) {
        self.wait_for(&format!("return !!document.querySelector({})", js_string(css)), css).await;
        let id = self.find(css).await.unwrap();
        let element = serde_json::Map::from_iter([(ELEMENT.to_string(), json!(id))]);
        let body = json!({ "id": element });
        if let Err(e) = self.cmd(reqwest::Method::POST, "/frame", Some(body)).await {
            self.fail(&format!("could not enter the frame {css}: {e}")).await;
        }
    }

    /// Back to the page that holds the frame.
    pub async fn leave_frame(&self) {
        self.cmd(reqwest::Method::POST, "/frame/parent", Some(json!({}))).await.unwrap();
    }

    /// Tap the point `sq` of the board.
    pub async fn tap_point(&self, sq: &str) {
        self.tap(&format!("[data-sq=\"{sq}\"]")).await;
    }

    /// Drag with a finger (`touch`) or the mouse from the first point of
    /// `points` through the others, letting go over the last.
    pub async fn drag(&self, points: &[&str], touch: bool) {
        let mut ids = Vec::new();
        for sq in points {
            let css = format!("[data-sq=\"{sq}\"]");
            ids.push(self.find(&css).await.unwrap_or_else(|e| panic!("{css}: {e}")));
        }
        let origin = |id: &str| json!({ ELEMENT: id });
        let mut steps = vec![
            json!({ "type": "pointerMove", "duration": 0, "origin": origin(&ids[0]), "x": 0, "y": 0 }),
            json!({ "type": "pointerDown", "button": 0 }),
        ];
        for id in &ids[1..] {
            steps.push(json!({ "type": "pointerMove", "duration": 120, "origin": origin(id), "x": 0, "y": 0 }));
        }
        steps.push(json!({ "type": "pointerUp", "button": 0 }));
        let kind = if touch { "touch" } else { "mouse" };
        let actions = json!({ "actions": [{ "type": "pointer", "id": "hand", "parameters": { "pointerType": kind }, "actions": steps }] });
        if let Err(e) = self.cmd(reqwest::Method::POST, "/actions", Some(actions)).await {
            self.fail(&format!("could not drag through {points:?}: {e}")).await;
        }
        let _ = self.cmd(reqwest::Method::DELETE, "/actions", None).await;
    }

    /// Press the mouse's right button on point `from` and let go on point
    /// `to` (a mark drawn, lichess's way).
    pub async fn right_drag(&self, from: &str, to: &str) {
        let a = self.find(&format!("[data-sq=\"{from}\"]")).await.unwrap();
        let b = self.find(&format!("[data-sq=\"{to}\"]")).await.unwrap();
        let steps = json!([
            { "type": "pointerMove", "duration": 0, "origin": { ELEMENT: a }, "x": 0, "y": 0 },
            { "type": "pointerDown", "button": 2 },
            { "type": "pointerMove", "duration": 100, "origin": { ELEMENT: b }, "x": 0, "y": 0 },
            { "type": "pointerUp", "button": 2 },
        ]);
        let actions = json!({ "actions": [{ "type": "pointer", "id": "mouse", "parameters": { "pointerType": "mouse" }, "actions": steps }] });
        if let Err(e) = self.cmd(reqwest::Method::POST, "/actions", Some(actions)).await {
            self.fail(&format!("could not right-drag from {from} to {to}: {e}")).await;
        }
        let _ = self.cmd(reqwest::Method::DELETE, "/actions", None).await;
    }

    /// Press `keys` (WebDriver key codes) on whatever has the focus, as a
    /// person at the keyboard would.
    pub async fn press(&self, keys: &str) {
        let mut steps = Vec::new();
        for key in keys.chars() {
            steps.push(json!({ "type": "keyDown", "value": key.to_string() }));
            steps.push(json!({ "type": "keyUp", "value": key.to_string() }));
        }
        let actions = json!({ "actions": [{ "type": "key", "id": "keyboard", "actions": steps }] });
        if let Err(e) = self.cmd(reqwest::Method::POST, "/actions", Some(actions)).await {
            self.fail(&format!("could not press {keys:?}: {e}")).await;
        }
    }

    /// A command of Chromium's DevTools protocol (as
    /// `Accessibility.getFullAXTree`), through chromedriver.
    pub async fn devtools(&self, command: &str, params: Value) -> Value {
        let body = json!({ "cmd": command, "params": params });
        self.cmd(reqwest::Method::POST, "/goog/cdp/execute", Some(body))
            .await
            .unwrap_or_else(|e| panic!("{command}: {e}"))
    }

    /// Type `keys` (WebDriver key codes allowed) into the element `css`
    /// names, which takes the focus first.
    pub async fn keys(&self, css: &str, keys: &str) {
        let id = self.find(css).await.unwrap_or_else(|e| panic!("{css}: {e}"));
        let path = format!("/element/{id}/value");
        if let Err(e) = self.cmd(reqwest::Method::POST, &path, Some(json!({ "text": keys }))).await {
            self.fail(&format!("could not type into {css}: {e}")).await;
        }
    }

    /// Run `script` (a function body; `arguments` as in WebDriver).
    pub async fn script(&self, script: &str) -> Value {
        let body = json!({ "script": script, "args": [] });
        self.cmd(reqwest::Method::POST, "/execute/sync", Some(body)).await.unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Wait until `script` returns something truthy; its value. Fails the
    /// test (with a screenshot) after a while.
    pub async fn wait_for(&self, script: &str, what: &str) -> Value {
        let start = Instant::now();
        loop {
            let body = json!({ "script": script, "args": [] });
            if let Ok(v) = self.cmd(reqwest::Method::POST, "/execute/sync", Some(body)).await
                && !matches!(v, Value::Null | Value::Bool(false))
                && v != json!("")
                && v != json!(0)
            {
                return v;
            }
            if start.elapsed() > PATIENCE {
                self.fail(&format!("waited in vain for {what}")).await;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Wait until the board shows ply `ply`.
    pub async fn wait_ply(&self, ply: usize) {
        let script = format!("return document.body.dataset.ply === '{ply}' && document.body.dataset.ready === '1'");
        self.wait_for(&script, &format!("{}: ply {ply}", self.name)).await;
    }

    /// The text of the first element `css` names ("" if none).
    pub async fn text(&self, css: &str) -> String {
        let script = format!("const e = document.querySelector({}); return e ? e.textContent : ''", js_string(css));
        self.script(&script).await.as_str().unwrap_or_default().trim().to_string()
    }

    pub async fn screenshot(&self, file: &std::path::Path) {
        use base64::Engine as _;
        let png = self.cmd(reqwest::Method::GET, "/screenshot", None).await.unwrap();
        let bytes = base64::engine::general_purpose::STANDARD.decode(png.as_str().unwrap()).unwrap();
        if let Some(dir) = file.parent() {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(file, bytes).unwrap();
    }

    /// Fail the test, keeping a screenshot.
    pub async fn fail(&self, why: &str) -> ! {
        let file =
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-failures").join(format!("{}.png", self.name));
        self.screenshot(&file).await;
        panic!("{}: {why} (screenshot: {})", self.name, file.display());
    }

    /// What the browser's console logged at level SEVERE (errors).
    pub async fn console_errors(&self) -> Vec<String> {
        let log = self.cmd(reqwest::Method::POST, "/se/log", Some(json!({ "type": "browser" }))).await.unwrap();
        log.as_array()
            .into_iter()
            .flatten()
            .filter(|e| e["level"] == "SEVERE")
            .map(|e| e["message"].as_str().unwrap_or_default().to_string())
            .collect()
    }

    pub async fn close(self) {
        let _ = self.cmd(reqwest::Method::DELETE, "", None).await;
    }
}

/// `text` as a JavaScript string literal.
pub fn js_string(text: &str) -> String {
    serde_json::to_string(text).unwrap()
}
