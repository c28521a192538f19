#!/usr/bin/env bash
# Regenerate every sound in assets/sounds/ offline, from nothing but
# Debian's sox (Ogg Vorbis is in libsox-fmt-base, pulled in by sox) and espeak-ng.
#   apt-get install sox espeak-ng
#   bash tools/make_assets/make_sounds.sh
# Output: 44.1 kHz mono Ogg Vorbis, each peak-normalised to a set level
# between -1 and -14 dBFS (UI ticks quieter than game cues; never clips).
# All sounds are synthesised here, made for this project, CC0.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=assets/sounds
mkdir -p "$OUT"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
R=44100
SX="sox -q -V1"

# new NAME.wav DURATION SYNTH-ARGS... : mono synth into $T/NAME.wav
syn() { local n=$1 d=$2; shift 2; $SX -n -r $R -c 1 -b 16 "$T/$n.wav" synth "$d" "$@"; }
# fin NAME LEVEL INPUT.wav [EFFECTS...] : apply effects, normalise the peak to
# LEVEL dBFS (-1 for the loudest cues, lower for quiet UI ticks), write Vorbis
fin() { local n=$1 lv=$2 in=$3; shift 3
  $SX "$in" -r $R -c 1 -b 16 "$T/_$n.wav" "$@" gain -n "$lv"
  $SX "$T/_$n.wav" -C 6 "$OUT/$n.ogg" fade q 0.001 -0 0.012; }  # no click at the ends
# voice NAME TEXT VOICE SPEED PITCH : espeak-ng into $T/NAME.wav at 44.1 kHz
voice() { espeak-ng -v "$3" -s "$4" -p "$5" -a 180 -w "$T/$1_22k.wav" "$2"
  $SX "$T/$1_22k.wav" -r $R -c 1 -b 16 "$T/$1.wav" silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse; }
# tone NAME DUR FREQ [WAVE] : a note with a quick attack and exponential-ish decay
tone() { local w=${4:-sine}; syn "$1" "$2" "$w" "$3" fade q 0.004 "$2" "$(awk "BEGIN{print $2*0.85}")"; }
# cat NAME IN... : concatenate
cat_() { local n=$1; shift; $SX "$@" "$T/$n.wav"; }
# mix NAME IN... : mix (sum) with equal weights, shortest pads to longest
mix() { local n=$1; shift; $SX -m "$@" "$T/$n.wav"; }
# pad NAME IN SECONDS : silence before
pad() { $SX "$2" "$T/$1.wav" pad "$3"; }

# --- UI ---------------------------------------------------------------------
# ui_move: soft tick (a tiny damped pluck)
syn umv 0.045 pluck 1760 fade q 0.001 0.045 0.04
fin ui_move -14 "$T/umv.wav" lowpass 5000

# ui_select: bright two-note rising blip (E6 -> B6)
tone us1 0.07 1318.5 triangle; tone us2 0.14 1975.5 triangle
cat_ us "$T/us1.wav" "$T/us2.wav"
fin ui_select -8 "$T/us.wav" reverb 20 50 40

# ui_back: two-note falling blip (B5 -> E5), softer
tone ub1 0.07 987.8 triangle; tone ub2 0.14 659.3 triangle
cat_ ub "$T/ub1.wav" "$T/ub2.wav"
fin ui_back -10 "$T/ub.wav" lowpass 4000 reverb 20 50 40

# join: a seat joins: rising major arpeggio C5 E5 G5 C6, plucked
tone j1 0.09 523.3 square; tone j2 0.09 659.3 square; tone j3 0.09 784 square; tone j4 0.35 1046.5 square
cat_ j "$T/j1.wav" "$T/j2.wav" "$T/j3.wav" "$T/j4.wav"
fin join -7 "$T/j.wav" lowpass 3500 reverb 30 50 60

# error: low double buzz
tone e1 0.12 155 square; syn es 0.05 sine 0; tone e2 0.2 146.8 square
cat_ e "$T/e1.wav" "$T/es.wav" "$T/e2.wav"
fin error -9 "$T/e.wav" lowpass 1800

# count_tick: woodblock click for a count-in
syn ct1 0.08 sine 1250 fade q 0.001 0.08 0.075
syn ct2 0.08 sine 2630 fade q 0.001 0.03 0.028
syn ct3 0.02 whitenoise fade q 0.001 0.02 0.018
mix ct "$T/ct1.wav" "$T/ct2.wav" "$T/ct3.wav"
fin count_tick -5 "$T/ct.wav" highpass 400

# --- Cards (Manga Manga) ----------------------------------------------------
# card_slap: a card slapped on the pile: noise burst + low thump
syn cs1 0.16 pinknoise fade q 0.001 0.16 0.15
syn cs2 0.12 sine 95 fade q 0.001 0.12 0.11
mix cs "$T/cs1.wav" "$T/cs2.wav"
fin card_slap -2 "$T/cs.wav" bandpass 1800 1.2q bass +8 100 reverb 10 50 20

# card_bounce: "too slow!": a springy falling boing with wobble
syn cb 0.5 sine 700:180 tremolo 14 60 fade q 0.005 0.5 0.25
syn cbs 0.08 pinknoise fade q 0.001 0.08 0.07
cat_ cbb "$T/cbs.wav" "$T/cb.wav"
fin card_bounce -5 "$T/cbb.wav" lowpass 3000

# hit: a drum-like hit used under the voices
syn h1 0.45 sine 120:45 fade q 0.002 0.45 0.4
syn h2 0.25 brownnoise fade q 0.001 0.25 0.24
mix hit "$T/h1.wav" "$T/h2.wav"
$SX "$T/hit.wav" "$T/hitn.wav" lowpass 2500 gain -n -3

# whoosh: rising filtered noise
syn wh 0.45 pinknoise fade q 0.35 0.45 0.05
$SX "$T/wh.wav" "$T/whn.wav" sinc 300-3000 gain -n -8

# stop: alarm two-tone + hit + voiced "Action Stop!"
voice vstop "Action, Stop!" en-us+Storm 165 42
$SX "$T/vstop.wav" "$T/vstopx.wav" overdrive 6 bass +4 treble +3 lowpass 9000 compand 0.01,0.2 6:-70,-60,-20 -6 -90 0.02 gain -n -2
tone a1 0.13 880 square; tone a2 0.13 660 square
cat_ al "$T/a1.wav" "$T/a2.wav" "$T/a1.wav" "$T/a2.wav"
$SX "$T/al.wav" "$T/aln.wav" lowpass 3000 gain -n -12
pad vstopp "$T/vstopx.wav" 0.03
mix st "$T/hitn.wav" "$T/aln.wav" "$T/vstopp.wav"
fin stop -1 "$T/st.wav" reverb 25 50 50 trim 0 1.6

# action_power: whoosh into hit + energetic voiced "Action Power!"
voice vpow "Action Power!" en-us+Storm 175 60
$SX "$T/vpow.wav" "$T/vpowx.wav" overdrive 5 bass +4 treble +4 lowpass 9000 compand 0.01,0.2 6:-70,-60,-20 -6 -90 0.02 gain -n -2
pad hitp "$T/hitn.wav" 0.35
pad vpowp "$T/vpowx.wav" 0.38
mix ap "$T/whn.wav" "$T/hitp.wav" "$T/vpowp.wav"
fin action_power -1 "$T/ap.wav" reverb 25 50 50

# battle_won: short brass-like fanfare G4 C5 E5 G5 (last held)
for f in 392 523.3 659.3; do tone "bw$f" 0.11 "$f" sawtooth; done
syn bwl 0.6 sawtooth 784 sawtooth 788 fade q 0.01 0.6 0.35
cat_ bw "$T/bw392.wav" "$T/bw523.3.wav" "$T/bw659.3.wav" "$T/bwl.wav"
fin battle_won -3 "$T/bw.wav" lowpass 2600 chorus 0.6 0.9 50 0.4 0.25 2 -t reverb 40 50 60

# --- Arena (Kingz) ----------------------------------------------------------
# kingz_count_N_LANG: the count "1, 2, 3!" voiced over a drum hit, in each language
# the game speaks; kingz_ouch_LANG: a grounded player's "Aie, aie, aie!"
for lang in en fr; do
  if [ $lang = fr ]; then words=(un deux trois); v=fr+Storm; ouch="Aïe, aïe, aïe !"
  else words=(one two three); v=en-us+Storm; ouch="Ouch, ouch, ouch!"; fi
  for i in 0 1 2; do
    voice "vc$i$lang" "${words[$i]}" "$v" 150 $((50 + 10 * i))
    $SX "$T/vc$i$lang.wav" "$T/vc${i}x$lang.wav" overdrive 4 bass +4 treble +3 lowpass 9000 gain -n -2
    mix "cn$i$lang" "$T/hitn.wav" "$T/vc${i}x$lang.wav"
    fin "kingz_count_$((i + 1))_$lang" -1 "$T/cn$i$lang.wav" reverb 20 50 40 trim 0 0.9
  done
  voice "vo$lang" "$ouch" "$v" 170 75
  fin "kingz_ouch_$lang" -2 "$T/vo$lang.wav" reverb 20 50 40
done

# --- Board (Mana) -----------------------------------------------------------
# piece_move: wooden tap (two resonances + click)
syn pm1 0.1 sine 420 fade q 0.001 0.1 0.095
syn pm2 0.06 sine 1130 fade q 0.001 0.06 0.058
syn pm3 0.012 brownnoise
mix pm "$T/pm1.wav" "$T/pm2.wav" "$T/pm3.wav"
fin piece_move -3 "$T/pm.wav" lowpass 3500 reverb 10 50 15

# capture: a hard knock then a heavier thud
syn cp1 0.09 sine 600 fade q 0.001 0.09 0.085
syn cp2 0.3 sine 160:70 fade q 0.002 0.3 0.28
syn cp3 0.04 pinknoise fade q 0.001 0.04 0.035
mix cpa "$T/cp1.wav" "$T/cp3.wav"
pad cpb "$T/cp2.wav" 0.07
mix cp "$T/cpa.wav" "$T/cpb.wav" "$T/pm.wav"
fin capture -2 "$T/cp.wav" lowpass 4000 reverb 15 50 25

# bird: wing flaps (noise bursts) + two quick chirps
syn f1 0.05 pinknoise fade q 0.01 0.05 0.03
syn fs 0.03 sine 0
cat_ flap "$T/f1.wav" "$T/fs.wav" "$T/f1.wav" "$T/fs.wav" "$T/f1.wav"
$SX "$T/flap.wav" "$T/flapn.wav" bandpass 900 0.8q gain -n -6
syn c1 0.07 sine 2600:4200 fade q 0.005 0.07 0.03
syn c2 0.09 sine 3000:4600 fade q 0.005 0.09 0.04
syn cs 0.04 sine 0
cat_ chirp "$T/c1.wav" "$T/cs.wav" "$T/c2.wav"
pad chirpp "$T/chirp.wav" 0.2
mix bd "$T/flapn.wav" "$T/chirpp.wav"
fin bird -4 "$T/bd.wav" reverb 20 50 30

# --- Shell ------------------------------------------------------------------
# win: a bigger fanfare C5 E5 G5 C6, then a held major chord
for f in 523.3 659.3 784; do tone "w$f" 0.1 "$f" sawtooth; done
syn wc 0.9 sawtooth 523.3 sawtooth 659.3 sawtooth 784 sawtooth 1046.5 fade q 0.01 0.9 0.55
cat_ w "$T/w523.3.wav" "$T/w659.3.wav" "$T/w784.wav" "$T/wc.wav"
fin win -2 "$T/w.wav" lowpass 3000 chorus 0.6 0.9 50 0.4 0.25 2 -t reverb 50 50 70 trim 0 1.45

echo "sounds written to $OUT/"
