#!/usr/bin/env python3
"""Check that rendered previews decode: GIF and PNG with Pillow, SVG with ElementTree.

Usage: verify-images.py FILE [FILE ...]

For each .gif/.png, opens it with Pillow, seeks to every frame and calls load() (which decodes the
pixel data fully), and prints the size, frame count and per-frame durations. For each .svg, parses it
with xml.etree.ElementTree and checks that the root is an <svg> element (SVG namespace or none) with a
viewBox of four numbers. Exits 1 with a message per failing file, 2 on bad usage or missing Pillow.
"""

import sys
import xml.etree.ElementTree as ElementTree

SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"


def check_raster(path):
    try:
        from PIL import Image
    except ImportError:
        print("verify-images: Pillow is not installed (pip install pillow)", file=sys.stderr)
        sys.exit(2)
    with Image.open(path) as image:
        image_format = image.format
        size = image.size
        frames = getattr(image, "n_frames", 1)
        durations = []
        for index in range(frames):
            image.seek(index)
            image.load()
            durations.append(image.info.get("duration"))
        loop = image.info.get("loop")
    expected = "GIF" if path.lower().endswith(".gif") else "PNG"
    if image_format != expected:
        raise ValueError(f"expected a {expected} file, Pillow read {image_format}")
    details = f"{image_format} {size[0]}x{size[1]}, {frames} frame(s)"
    if image_format == "GIF":
        total = sum(duration or 0 for duration in durations)
        details += f", durations (ms) {durations}, total {total} ms, loop {loop}"
    return details


def check_svg(path):
    root = ElementTree.parse(path).getroot()
    if root.tag not in ("svg", SVG_NAMESPACE + "svg"):
        raise ValueError(f"root element is <{root.tag}>, not <svg>")
    view_box = root.get("viewBox")
    if view_box is None:
        raise ValueError("the <svg> element has no viewBox")
    parts = view_box.replace(",", " ").split()
    if len(parts) != 4:
        raise ValueError(f"viewBox {view_box!r} does not have four numbers")
    numbers = [float(part) for part in parts]
    if numbers[2] <= 0 or numbers[3] <= 0:
        raise ValueError(f"viewBox {view_box!r} has no area")
    animations = sum(1 for element in root.iter() if element.tag.split("}")[-1] in ("animate", "animateTransform"))
    return f"SVG viewBox {view_box}, {animations} animation element(s)"


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    failures = 0
    for path in paths:
        lower = path.lower()
        try:
            if lower.endswith(".gif") or lower.endswith(".png"):
                details = check_raster(path)
            elif lower.endswith(".svg"):
                details = check_svg(path)
            else:
                raise ValueError("unsupported extension (expected .gif, .png or .svg)")
            print(f"ok   {path}: {details}")
        except SystemExit:
            raise
        except Exception as error:  # any decode or parse failure is a failed check
            failures += 1
            print(f"FAIL {path}: {type(error).__name__}: {error}", file=sys.stderr)
    if failures:
        print(f"verify-images: {failures} of {len(paths)} file(s) failed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
