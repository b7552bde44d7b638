#!/usr/bin/env sh
# Makes the sample clips of the `video-rev` bucket (media/video-rev). The clips are committed, so
# nobody needs ffmpeg to run the product; run this only to remake them. They are plainly labelled
# samples, not testimonials: an operator replaces them with real, permission-based client videos
# under the same file names (the page's priority rules pick them by name, see src/web/video).
set -eu

if ! command -v ffmpeg >/dev/null 2>&1; then
  echo "ffmpeg is missing: install it (e.g. apt-get install -y ffmpeg) to remake the sample videos." >&2
  exit 1
fi

OUT="$(dirname "$0")/../media/video-rev"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
mkdir -p "$OUT"

# name, background colour, caption
make_clip() {
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$2:s=360x640:d=4:r=24" \
    -vf "drawtext=fontfile=$FONT:text='Sample video':fontcolor=white:fontsize=34:x=(w-tw)/2:y=h/2-60,\
drawtext=fontfile=$FONT:text='$3':fontcolor=0xF5C66B:fontsize=26:x=(w-tw)/2:y=h/2,\
drawtext=fontfile=$FONT:text='Replace with a real client video':fontcolor=white:fontsize=16:x=(w-tw)/2:y=h/2+50,\
drawbox=x=0:y=ih-12:w=iw*t/4:h=12:color=0xF5C66B:t=fill" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 32 -preset slow -movflags +faststart -an \
    "$OUT/$1"
}

make_clip default.mp4 0x120d2b 'Welcome'
make_clip career.mp4 0x1d3557 'Money and career'
make_clip health.mp4 0x1b4332 'Health'
make_clip woman.mp4 0x5a189a 'Love and family'
make_clip man-40-plus.mp4 0x3c096c 'Love and family, 40+'
make_clip man.mp4 0x432818 'Love and family'

du -sh "$OUT"
