// Progressive enhancement of the feed page; everything works without it.
// - An image that fails to load shows a retry control that loads it again.
// - "Load more" fetches the next page and appends its new cells instead of reloading the page.
"use strict";

function enhanceImages(root) {
  for (const frame of root.querySelectorAll(".frame")) {
    if (frame.dataset.enhanced) continue;
    frame.dataset.enhanced = "1";
    const image = frame.querySelector("img");
    const retry = frame.querySelector(".retry");
    const showRetry = () => { frame.classList.add("failed"); retry.hidden = false; };
    image.addEventListener("error", showRetry);
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) showRetry();
    retry.addEventListener("click", () => {
      retry.hidden = true;
      frame.classList.remove("failed");
      const source = image.getAttribute("src").split("?")[0];
      image.src = source + "?retry=" + Date.now();
    });
  }
}

async function loadMore(event) {
  const link = event.target.closest("a.load-more");
  if (!link) return;
  event.preventDefault();
  link.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(link.href, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(String(response.status));
    const next = new DOMParser().parseFromString(await response.text(), "text/html");
    const feed = document.getElementById("feed");
    for (const cell of next.querySelectorAll("#feed > li")) {
      if (!document.getElementById(cell.id)) feed.appendChild(document.adoptNode(cell));
    }
    enhanceImages(feed);
    const more = document.getElementById("more");
    const nextMore = next.getElementById("more");
    if (nextMore) more.replaceWith(document.adoptNode(nextMore));
    else more.remove();
    history.replaceState(null, "", link.href);
  } catch {
    window.location.href = link.href;
  }
}

document.addEventListener("DOMContentLoaded", () => {
  enhanceImages(document);
  document.addEventListener("click", loadMore);
});
